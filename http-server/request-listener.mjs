// The request listener of the production server (http-server/index.mjs), apart so that tests run it with a stand-in
// for Next's handler.
import { randomBytes } from 'node:crypto';
import { APPLICATION_PATH, bodyLimitFor, tooLargeMessage } from '../src/lib/body-limits.mjs';
import { applicationReturn, isFormNavigation, refererPath } from '../src/lib/application-return.mjs';
import { pageAddress } from '../src/lib/page-address.mjs';
import { PREVIEW_PATH_PREFIX } from '../src/lib/preview.mjs';
import { SOCKET_ADDRESS_HEADER } from '../src/lib/socket-address.mjs';
import { answerWithApp, appAnswerHeaders, appHandlerFor } from './app-handlers.mjs';
import { answerFlightRequest, isFlightRequest } from './flight-store.mjs';
import { answerFromCache, currentGeneration, isCacheableRequest, withRequestScope } from './page-cache.mjs';
import { chooseEncoding, secureResponse } from './secure-response.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

// A body declared at most this much over its cap is read to its end, and thrown away, after the answer: a browser
// that sends a form with a file too large (no script, or before it ran) is still sending when the answer comes, and a
// connection closed under it is a reset that shows the visitor the browser's error page instead of the answer. A
// larger body, or one sent without a length, is cut off at the cap.
export const DISCARD_OVER_CAP_BYTES = 64 * 1024 * 1024;

/**
 * Whether a body over `limit` is read to its end and dropped (rather than its connection cut).
 * @param {Request} req
 * @param {number} limit
 */
function discardsDeclaredOverflow(req, limit) {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit && declared <= limit + DISCARD_OVER_CAP_BYTES;
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {number} limit
 */
function refuseTooLarge(req, res, limit) {
  // The connection stays open for a body read to its end (Node would close it under the client still sending).
  const connection = discardsDeclaredOverflow(req, limit) ? {} : { Connection: 'close' };
  // An application form the browser sends itself (no script) goes back to its page's note, not to a JSON answer.
  if ((req.url ?? '').split('?')[0] === APPLICATION_PATH && isFormNavigation(req.headers['sec-fetch-mode'], req.headers.accept)) {
    const { status, location } = applicationReturn(refererPath(req.headers.referer), 'apply-failed');
    res.writeHead(status, { Location: location, 'Cache-Control': 'no-store', ...connection });
    return void res.end();
  }
  res.writeHead(413, { 'Content-Type': 'application/json', ...connection });
  res.end(JSON.stringify({ error: { code: 'payload_too_large', message: tooLargeMessage(limit) } }));
}

/**
 * Caps the request body by the bytes that arrive, chunked or not, before Next or anything it runs can buffer them.
 * Every chunk Node's parser hands the request goes through `push`; past `limit`, nothing more is taken in (the
 * socket stops being read), the client gets a 413 when no answer has started, and the connection is closed, so
 * the rest is never read. A body left unread is drained through the same count when the answer ends (Node's own
 * drain, which bypasses `push`, would read it all, however long).
 * @param {Request} req
 * @param {Response} res
 * @param {number} limit
 */
function capBody(req, res, limit) {
  // Kept here: Node lets go of the request's socket once the answer is finished.
  const socket = req.socket;
  let received = 0;
  let over = false;
  // A declared overflow is answered before it is read (below, in the listener); its bytes are dropped as they come.
  const discard = discardsDeclaredOverflow(req, limit);
  const push = req.push;
  /**
   * @this {Request}
   * @param {Buffer | null} chunk
   * @param {BufferEncoding} [encoding]
   */
  req.push = function countedPush(chunk, encoding) {
    if (over) return false;
    if (chunk && discard) return true;
    if (chunk) {
      received += chunk.length;
      if (received > limit) {
        over = true;
        cutOff(req, res, socket, limit);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  // The answer is written and the body is still coming: nobody wants it any more (a reader that stopped half-way,
  // such as a web stream with a full queue, would hold the connection open). Drain it as Node would, but counted.
  res.once('prefinish', () => {
    if (req.complete || over) return;
    // A reader that cancelled its stream destroyed the request: the rest can no longer be read, only cut.
    if (req.destroyed) return void res.once('finish', () => socket.destroy());
    req.removeAllListeners('data');
    req.resume();
  });
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {import('node:net').Socket} socket
 * @param {number} limit
 */
function cutOff(req, res, socket, limit) {
  const close = () => socket.destroy();
  if (res.headersSent) return close();
  refuseTooLarge(req, res, limit);
  // Whatever Next still writes for this request goes nowhere: the answer is given.
  res.setHeader = res.writeHead = res.appendHeader = res.removeHeader = () => res;
  res.write = () => true;
  res.end = () => res;
  if (res.writableFinished) close();
  else res.once('finish', close);
}

/**
 * A path whose percent-escapes do not decode to valid UTF-8 names nothing here (Next would answer 500).
 * @param {string} pathname
 */
function isDecodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {Request} req
 * @param {Response} res
 */
function refuseBadPath(req, res) {
  res.statusCode = 400;
  if (req.url?.startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: { code: 'bad_request', message: 'The request path is not valid' } }));
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('400 Bad Request: the address is not valid.');
  }
}

/**
 * A document load of a public page: GET or HEAD, outside the staff area, the API and the framework's files, and not
 * the router's own request for a page's data (`RSC` header), whose query the framework reads.
 * @param {Request} req
 * @param {string} pathname
 */
const isPublicPageLoad = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !/^\/(?:api|admin|_next|_flight)(?:\/|$)/.test(pathname);

/**
 * The server's request listener: the served-page cache first, then the security headers and compression
 * (secure-response.mjs), the body-size and path guards, and Next's `handle`. With `frameworkLayer: false`, pages go
 * out as Next wrote them and `/_flight/` is Next's to answer (a 404). What `handle` returns (Next's: a promise) is not
 * waited for.
 * @param {{
 *   handle: (req: Request, res: Response) => unknown,
 *   siteUrl: string,
 *   schedulingUrl: string,
 *   isShuttingDown?: () => boolean,
 *   frameworkLayer?: boolean,
 *   notFoundPage?: () => Promise<import('./not-found-page.mjs').NotFoundPage | null>,
 * }} options
 * @returns {import('node:http').RequestListener}
 */
export function createRequestListener({ handle, siteUrl, schedulingUrl: startingSchedulingUrl, isShuttingDown = () => false, frameworkLayer = true, notFoundPage }) {
  const appHeaders = appAnswerHeaders(siteUrl);
  return function onRequest(req, res) {
    // The booking page staff published (src/server/site-settings.ts shares it), else the environment's.
    const schedulingUrl = /** @type {{ __smarttechSiteSettings?: { schedulingUrl?: string } }} */ (globalThis).__smarttechSiteSettings?.schedulingUrl ?? startingSchedulingUrl;
    const pathname = (req.url ?? '/').split('?')[0];
    const limit = bodyLimitFor(pathname);
    // First of all, so that no answer (a cache hit, a payload file) leaves a body to be drained without end.
    capBody(req, res, limit);
    const cacheable = isCacheableRequest(req);
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    if (frameworkLayer && isFlightRequest(pathname)) return void answerFlightRequest(req, res, { siteUrl, chooseEncoding });
    if (cacheable && answerFromCache(req, res, chooseEncoding)) return;
    // The address the app sees the connection come from: never the client's to choose.
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    // A small, hot call the app answers itself, without the framework (the analytics events): a few bytes, no page.
    const appHandler = appHandlerFor(req, pathname);
    if (appHandler) for (const [name, value] of Object.entries(appHeaders)) res.setHeader(name, value);
    else {
      // A client cannot choose the nonce: Next reads it from this request header (either spelling).
      const nonce = randomBytes(16).toString('base64');
      delete req.headers['content-security-policy-report-only'];
      req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
      const isStaffPath = pathname === '/admin' || pathname.startsWith('/admin/');
      // The staff's live preview is the one page this site's own pages may frame (docs/decisions/0036, section 10).
      const framable = pathname.startsWith(PREVIEW_PATH_PREFIX);
      secureResponse(req, res, { siteUrl, schedulingUrl, nonce, isStaffPath, framable, cacheGeneration: cacheable ? currentGeneration() : undefined, frameworkLayer, notFoundPage });
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return refuseTooLarge(req, res, limit);
    }
    if (!isDecodablePath(pathname)) return refuseBadPath(req, res);
    if (appHandler) return void answerWithApp(req, res, appHandler, siteUrl);
    // A public page is the same for every visitor (docs/decisions/0032): Next is asked for its shared address, so the
    // query a visitor came with (an e-mail, a token, click ids) reaches no answer, not even one rendered for them alone
    // (a 404 names its address in its payload). The browser keeps the address as typed, for the campaign's attribution.
    if (isPublicPageLoad(req, pathname)) req.url = pageAddress(req.url ?? pathname);
    return withRequestScope(res, () => handle(req, res));
  };
}
