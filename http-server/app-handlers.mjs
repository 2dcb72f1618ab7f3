// Requests the app answers without the framework's routing: a handler the app offers at start (instrumentation.ts
// puts them on globalThis.__smarttechAppHandlers, keyed "METHOD /path") gets a standard Request and gives a Response.
// Only for small, hot, public calls where the routing is most of the cost: the analytics events (issue 24: 5,000 a
// second on 2 cores; through the routing about 760). The route file stays, for `next start` and the tests.

/** @typedef {(request: Request) => Promise<Response>} AppHandler */

/**
 * The handler for this request, if the app offered one.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 * @returns {AppHandler | undefined}
 */
export function appHandlerFor(req, pathname) {
  const handlers = /** @type {{ __smarttechAppHandlers?: Record<string, AppHandler> }} */ (globalThis).__smarttechAppHandlers;
  return handlers?.[`${req.method} ${pathname}`];
}

/**
 * Reads the (already capped) body, calls the handler with a Request of the site's origin, and writes its Response.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {AppHandler} handler
 * @param {string} siteUrl
 */
export async function answerWithApp(req, res, handler, siteUrl) {
  try {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name.startsWith(':')) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const request = new Request(new URL(req.url ?? '/', siteUrl), { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
    const response = await handler(request);
    if (res.headersSent || res.destroyed) return;
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    // The body was cut (over its cap: already answered 413) or the client went away; or the handler failed.
    if (res.headersSent || res.destroyed) return;
    console.error('An app handler failed', error);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }));
  }
}
