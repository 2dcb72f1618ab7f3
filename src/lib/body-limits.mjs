// The request body caps, shared by the Node server (which answers 413 on every route to a larger declared
// Content-Length) and the route handlers (which also count the bytes of a body sent without a length).
export const MAX_BODY_BYTES = 1024 * 1024;

// The media upload (docs/decisions/0016): a 10 MB image plus the multipart framing and its text fields.
export const MEDIA_UPLOAD_PATH = '/api/admin/media';
export const MAX_MEDIA_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_MEDIA_BODY_BYTES = MAX_MEDIA_FILE_BYTES + 64 * 1024;

// A job application (issue 22): a CV of up to 5 MB, its text fields (a motivation of 5,000 characters) and framing.
export const APPLICATION_PATH = '/api/applications';
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const MAX_APPLICATION_BODY_BYTES = MAX_CV_BYTES + 64 * 1024;

// An analytics event (issue 24): a path, a goal's name and the visit's source, sent by the page's beacon.
export const COLLECT_PATH = '/api/collect';
export const MAX_EVENT_BYTES = 4 * 1024;

/**
 * The cap of a request to `pathname`: the one place a route gets another one.
 * @param {string} pathname
 * @returns {number}
 */
export function bodyLimitFor(pathname) {
  if (pathname === COLLECT_PATH) return MAX_EVENT_BYTES;
  if (pathname === MEDIA_UPLOAD_PATH) return MAX_MEDIA_BODY_BYTES;
  return pathname === APPLICATION_PATH ? MAX_APPLICATION_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * The 413 message for a cap.
 * @param {number} limit
 * @returns {string}
 */
export function tooLargeMessage(limit) {
  if (limit === MAX_MEDIA_BODY_BYTES) return 'The image must be at most 10 MB';
  if (limit === MAX_APPLICATION_BODY_BYTES) return 'Your CV must be at most 5 MB';
  return limit >= 1024 * 1024 ? `Request body must be at most ${limit / (1024 * 1024)} MiB` : `Request body must be at most ${Math.ceil(limit / 1024)} KiB`;
}
