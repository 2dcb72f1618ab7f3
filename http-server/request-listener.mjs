// The request listener of the production server (http-server/index.mjs), apart so that tests run it with a stand-in
// for Next's handler.
import { randomBytes } from 'node:crypto';
import { bodyLimitFor, tooLargeMessage } from '../src/lib/body-limits.mjs';
import { answerFlightRequest, isFlightRequest } from './flight-store.mjs';
import { answerFromCache, currentGeneration, isCacheableRequest, withRequestScope } from './page-cache.mjs';
import { chooseEncoding, secureResponse } from './secure-response.mjs';

function refuseTooLarge(res, limit) {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ error: { code: 'payload_too_large', message: tooLargeMessage(limit) } }));
}

/** A path whose percent-escapes do not decode to valid UTF-8 names nothing here (Next would answer 500). */
function isDecodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

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
 * The server's request listener: the served-page cache first, then the security headers and compression
 * (secure-response.mjs), the body-size and path guards, and Next's `handle`. With `frameworkLayer: false`, pages go
 * out as Next wrote them and `/_flight/` is Next's to answer (a 404).
 */
export function createRequestListener({ handle, siteUrl, schedulingUrl, isShuttingDown = () => false, frameworkLayer = true }) {
  return function onRequest(req, res) {
    const pathname = (req.url ?? '/').split('?')[0];
    const cacheable = isCacheableRequest(req);
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    if (frameworkLayer && isFlightRequest(pathname)) return void answerFlightRequest(req, res, { siteUrl, chooseEncoding });
    if (cacheable && answerFromCache(req, res, chooseEncoding)) return;
    // A client cannot choose the nonce: Next reads it from this request header (either spelling).
    const nonce = randomBytes(16).toString('base64');
    delete req.headers['content-security-policy-report-only'];
    req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
    const isStaffPath = pathname === '/admin' || pathname.startsWith('/admin/');
    secureResponse(req, res, { siteUrl, schedulingUrl, nonce, isStaffPath, cacheGeneration: cacheable ? currentGeneration() : undefined, frameworkLayer });
    const declared = Number(req.headers['content-length']);
    const limit = bodyLimitFor(pathname);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return refuseTooLarge(res, limit);
    }
    if (!isDecodablePath(pathname)) return refuseBadPath(req, res);
    return withRequestScope(res, () => handle(req, res));
  };
}
