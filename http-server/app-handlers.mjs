// Requests the app answers without the framework's routing: a handler the app offers at start (instrumentation.ts
// puts them on globalThis.__smarttechAppHandlers, keyed "METHOD /path"). Only for small, hot, public calls where the
// framework's cost is most of the answer's: the analytics events (issue 24: 5,000 a second on 2 cores; through the
// routing about 760, through a web Request and Response about 2,100). So the handler gets Node's own parts, not web
// objects: the method, the headers as Node parsed them, the body already read (capped by the listener), and gives a
// status, headers and a short text. The route file stays, for `next start` and the route tests.
import { baseSecurityHeaders, RESOURCE_CONTENT_SECURITY_POLICY } from './security-headers.mjs';

/**
 * @typedef {{ method: string, url: string, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} AppRequest
 * `url`: the site's origin and the path and query asked for.
 * @typedef {{ status: number, headers?: Record<string, string>, body?: string }} AppAnswer
 * @typedef {(request: AppRequest) => AppAnswer | Promise<AppAnswer>} AppHandler
 */

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
 * The headers of every app answer: the security headers of any response that is not a page (no compression: the
 * answers are a few bytes).
 * @param {string} siteUrl
 * @returns {Record<string, string>}
 */
export function appAnswerHeaders(siteUrl) {
  return { ...baseSecurityHeaders({ siteUrl }), 'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY };
}

/**
 * Reads the (already capped) body, calls the handler and writes its answer. By the stream's events and without a
 * promise where the handler gives its answer at once: an async iterator over the request cost more than everything
 * else the answer does (5,900 answers a second with a handler that does nothing, against 8,400), and the framework
 * tracks every promise.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {AppHandler} handler
 * @param {string} siteUrl
 */
export function answerWithApp(req, res, handler, siteUrl) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @param {AppAnswer} answer */
  const write = (answer) => {
    if (res.headersSent || res.destroyed) return;
    res.statusCode = answer.status;
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.end(answer.body);
  };
  /** @param {unknown} error */
  const fail = (error) => {
    if (res.headersSent || res.destroyed) return;
    console.error('An app handler failed', error);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }));
  };
  // A body cut off over its cap has been answered 413 already, and one whose client went away needs no answer: no
  // 'end' comes for either.
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    try {
      const answer = handler({ method: req.method ?? 'GET', url: `${siteOrigin(siteUrl)}${req.url ?? '/'}`, headers: req.headers, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
      if (answer instanceof Promise) answer.then(write, fail);
      else write(answer);
    } catch (error) {
      fail(error);
    }
  });
}

/** @type {Map<string, string>} */
const origins = new Map();
/** @param {string} siteUrl */
function siteOrigin(siteUrl) {
  let origin = origins.get(siteUrl);
  if (origin === undefined) origins.set(siteUrl, (origin = new URL(siteUrl).origin));
  return origin;
}
