// The shapes the kit's field types accept (src/kit/field-schemas.ts): addresses, anchors, links, e-mail addresses, days.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Lower-case words joined by hyphens, one or more segments: what slugify makes, for every level of the path; or `/`,
// the home page's (which a kind's rules keep for it: src/kinds/pages).
export const ADDRESS = /^(?:\/|(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+)$/;
export const ADDRESS_MAX = 200;
export const ANCHOR = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const ANCHOR_MAX = 40;
// A path of the site (the home page too) with an optional fragment; anything else must be an https address.
const SITE_LINK = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:#[a-z][a-z0-9-]*)?$/;
const LINK_MAX = 500;
// The shape of an address (a name, @, a domain with a dot); whether it receives mail is not for a form to know.
export const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Whether a link field's value is one it accepts: a site path (with a #section) or an https address. */
export function isLinkTarget(value: string): boolean {
  if (value.length > LINK_MAX) return false;
  if (value.startsWith('/')) return SITE_LINK.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a path has the shape of an address field's value (the change protocol checks paths with it). */
export const isAddress = (path: string) => path.length <= ADDRESS_MAX && ADDRESS.test(path);

export const isDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: the day read back must be the one written.
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};
