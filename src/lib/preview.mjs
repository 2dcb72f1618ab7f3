// The staff's live preview (docs/decisions/0036, section 10): the one page of the site that the site's own pages may
// frame. Plain JavaScript: the Node server reads the prefix to send that page's framing headers.

export const PREVIEW_PATH_PREFIX = '/admin/preview/';

/**
 * The preview page of a document.
 * @param {string} kind
 * @param {string} id
 */
export const previewPath = (kind, id) => `${PREVIEW_PATH_PREFIX}${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** The widths staff look at a page in, as CSS pixels of the frame (a phone, a tablet, a desktop). */
export const PREVIEW_WIDTHS = /** @type {const} */ ({ phone: 360, tablet: 768, desktop: 1440 });

/** The message types between the editor and its preview frame (same origin only; both ends check). */
export const PREVIEW_MESSAGE = /** @type {const} */ ({ ready: 'preview:ready', draft: 'preview:draft', theme: 'preview:theme', shown: 'preview:shown' });
