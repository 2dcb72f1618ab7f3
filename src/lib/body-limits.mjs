// The request body cap, shared by the Node server (which answers 413 on every route to a larger declared
// Content-Length) and the route handlers (which also count the bytes of a body sent without a length).
export const MAX_BODY_BYTES = 1024 * 1024;
