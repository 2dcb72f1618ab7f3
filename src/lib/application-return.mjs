// Where a browser that sent an application form itself (no script, or before it ran) is sent back: the page it came
// from, at the note that says how it went (`#applied`, `#apply-failed`; shown by CSS :target). Shared by the route
// (src/app/api/applications) and the Node server, which answers a body too large before the route sees it.

const FORM_PAGE = /^\/careers(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/**
 * Whether the browser itself sends the form: a navigation (`Sec-Fetch-Mode`), or a client asking for a page.
 * @param {string | null | undefined} fetchMode
 * @param {string | null | undefined} accept
 */
export const isFormNavigation = (fetchMode, accept) => fetchMode === 'navigate' || /^text\/html/.test(accept ?? '');

/**
 * The answer that takes the browser back to the form's page, `path` checked to be one (an opening's or the careers
 * page, else the careers page): a 303, so a reload sends nothing twice.
 * @param {unknown} path
 * @param {'applied' | 'apply-failed'} outcome
 */
export function applicationReturn(path, outcome) {
  const page = typeof path === 'string' && FORM_PAGE.test(path) ? path : '/careers';
  return { status: 303, location: `${page}#${outcome}` };
}

/**
 * The path of a Referer header, or null.
 * @param {string | null | undefined} referer
 */
export function refererPath(referer) {
  try {
    return referer ? new URL(referer).pathname : null;
  } catch {
    return null;
  }
}
