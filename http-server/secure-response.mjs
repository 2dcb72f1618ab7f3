// Wraps a Node response before Next writes to it: sets the security headers and the page's Content-Security-Policy,
// and compresses (Brotli or gzip). A page Next rendered for this request carries the request's nonce and streams
// through; a prerendered page arrives whole and is allowed by the hashes of its vouched inline scripts
// (docs/decisions/0014). Next's own compression is off (next.config.ts) so that this code sees plain HTML.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { pageAddress } from '../src/lib/page-address.mjs';
import { deferHydration } from './deferred-scripts.mjs';
import { rememberFlight } from './flight-store.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { storeAnswer } from './page-cache.mjs';
import { baseSecurityHeaders, pageContentSecurityPolicy, RESOURCE_CONTENT_SECURITY_POLICY } from './security-headers.mjs';

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml|text\/x-component)/i;
const MIN_COMPRESS_BYTES = 1024;
const BODYLESS_STATUSES = new Set([204, 304]);
// Our own headers survive when a failed page is replaced by its last good version; Next's are dropped.
const KEEP_ON_STALE = new Set(['x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'strict-transport-security', 'vary']);

/** Brotli when the client accepts it, else gzip, else none. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q.trim()))
      .map(([name]) => name.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

function createEncoder(encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip({ level: 6 });
}

function compressWhole(encoding, body) {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, { level: 6 });
}

// Prerendered pages repeat: keep the CSP and compressed bytes of the most recent bodies, keyed by their digest.
const WHOLE_BODY_CACHE_SIZE = 64;
const wholeBodyCache = new Map();

function rememberWhole(key, compute) {
  const hit = wholeBodyCache.get(key);
  if (hit) {
    wholeBodyCache.delete(key);
    wholeBodyCache.set(key, hit);
    return hit;
  }
  const value = compute();
  wholeBodyCache.set(key, value);
  if (wholeBodyCache.size > WHOLE_BODY_CACHE_SIZE) wholeBodyCache.delete(wholeBodyCache.keys().next().value);
  return value;
}

// Stale-if-error for public pages: the last good body of each prerendered page, served again (200, no-store) when
// Next answers that page with a 5xx, e.g. while the database is down and the page had just been expired.
const LAST_GOOD_SIZE = 64;
const lastGoodPages = new Map();

function rememberGood(url, body, contentType) {
  lastGoodPages.delete(url);
  lastGoodPages.set(url, { body, contentType });
  if (lastGoodPages.size > LAST_GOOD_SIZE) lastGoodPages.delete(lastGoodPages.keys().next().value);
}

const isPublicPage = (req) => req.method === 'GET' && !/^\/(?:api|admin|_next)(?:\/|$|\?)/.test(req.url ?? '/');
// Keyed by path alone: a prerendered page is the same whatever the query, and made-up queries cannot evict it.
const pageKey = (req) => (req.url ?? '/').split('?')[0];
/** Build-hashed files never change: compress each once per encoding. */
const isImmutableAsset = (req) => req.method === 'GET' && (req.url ?? '').startsWith('/_next/static/');

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));

const STORABLE_DATA = /^(?:application\/json|application\/(?:atom\+)?xml|text\/xml)\b/i;

/**
 * Takes over `res.writeHead/flushHeaders/write/end` until the first body bytes (or the end) decide how to answer.
 * `settings`: { siteUrl, schedulingUrl, nonce, isStaffPath, cacheGeneration, frameworkLayer }. `frameworkLayer: false`
 * sends prerendered pages as Next wrote them (http-server/framework-layer.mjs). With `cacheGeneration` (the
 * served-page cache's generation when the request arrived; only for a cacheable request), a whole answer is
 * offered to that cache (http-server/page-cache.mjs).
 */
export function secureResponse(req, res, settings) {
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  // As asked: Next may rewrite `req.url` while it handles the request.
  const requestUrl = req.url ?? '/';
  const isHead = req.method === 'HEAD';
  let decided = false;
  let ended = false; // a second end (or a write after it) goes to Node, which ignores or reports it
  let mode = 'pass'; // 'pass' | 'buffer' | 'stale'
  let encoder = null;
  const buffered = [];

  for (const [name, value] of Object.entries(baseSecurityHeaders(settings))) res.setHeader(name, value);

  // Location is a single value. Next 16 sets it and then appends it again when it renders a redirect() for an ISR
  // page on a cache miss, which would send two identical Location headers (some clients refuse that).
  const appendHeader = res.appendHeader;
  res.appendHeader = function appendSingleLocation(name, value) {
    if (String(name).toLowerCase() === 'location') return res.setHeader(name, value);
    return appendHeader.call(res, name, value);
  };

  // Until decided, explicit head writes only record the status and headers; Node's implicit header call
  // (this.writeHead inside write/end) comes after we decided and goes to the original.
  res.writeHead = function writeHead(status, reason, headers) {
    if (decided) return original.writeHead.apply(res, arguments);
    res.statusCode = status;
    const fields = typeof reason === 'string' ? headers : reason;
    if (typeof reason === 'string') res.statusMessage = reason;
    if (Array.isArray(fields)) for (let i = 0; i < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    else if (fields) for (const [name, value] of Object.entries(fields)) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decided) original.flushHeaders.call(res);
  };
  res.flush = function flush() {
    encoder?.flush();
  };

  const contentType = () => String(res.getHeader('content-type') ?? '');
  const isHtml = () => /^text\/html/i.test(contentType());
  const policy = (options) => pageContentSecurityPolicy({ ...settings, ...options });

  function setEncodingHeaders(encoding) {
    res.setHeader('Content-Encoding', encoding);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }

  function canCompress(knownLength) {
    if (isHead || BODYLESS_STATUSES.has(res.statusCode) || res.getHeader('content-encoding')) return null;
    if (!COMPRESSIBLE.test(contentType())) return null;
    if (knownLength !== undefined && knownLength < MIN_COMPRESS_BYTES) return null;
    return chooseEncoding(String(req.headers['accept-encoding'] ?? ''));
  }

  function startPassThrough(firstChunk, isLast) {
    mode = 'pass';
    decided = true;
    if (res.statusCode === 304) {
      // A browser merges a 304's headers into the response it holds: a policy here (this request's nonce, or the
      // resource policy when Next sends no type) would replace the one that vouched for the cached page's scripts.
      res.removeHeader('Content-Security-Policy');
    } else if (isHtml()) {
      res.setHeader('Content-Security-Policy', policy({ nonce: settings.nonce }));
      if (settings.isStaffPath) res.setHeader('Cross-Origin-Embedder-Policy', 'credentialless');
    } else {
      res.setHeader('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
    }
    const declared = Number(res.getHeader('content-length'));
    const knownLength = isLast ? (firstChunk?.length ?? 0) : Number.isFinite(declared) && declared > 0 ? declared : undefined;
    const encoding = canCompress(knownLength);
    if (!encoding) return;
    res.removeHeader('Content-Length');
    setEncodingHeaders(encoding);
    encoder = createEncoder(encoding);
    // Backpressure both ways: a full socket pauses the encoder, a full encoder makes Next wait for 'drain'.
    encoder.on('data', (chunk) => {
      if (original.write.call(res, chunk) === false) encoder.pause();
    });
    res.on('drain', () => encoder.resume());
    encoder.on('drain', () => res.emit('drain'));
    encoder.on('end', () => original.end.call(res));
    encoder.on('error', (error) => res.destroy(error));
    res.once('close', () => encoder.destroy());
  }

  /** A whole body (never for HEAD): a hashed asset, or HTML without this request's nonce (a prerendered page, allowed by hashes). */
  function finishWhole(whole, callback) {
    decided = true;
    const digest = isImmutableAsset(req) ? `asset:${req.url}` : createHash('sha1').update(whole).digest('base64');
    let body = whole;
    // The compressed bytes are those of the body as sent, which depends on whether it was rewritten.
    let sentKey = digest;
    if (isHtml()) {
      // The payload is named by the page's shared address, never the query this visitor came with, and the made
      // body is kept per address: one body served at many addresses (the not-found page) names no other visitor's.
      // The framework layer (docs/decisions/0033) defers a public page's scripts and moves its router payload out.
      const address = isPublicPage(req) ? pageAddress(requestUrl) : null;
      const defer = address !== null && settings.frameworkLayer !== false;
      sentKey = `page:${defer}:${address}:${digest}`;
      const page = rememberWhole(sentKey, () => {
        const text = whole.toString('utf8');
        const { html, flight } = defer ? deferHydration(text, { pageUrl: address }) : { html: text, flight: null };
        return { body: Buffer.from(html, 'utf8'), flight, csp: policy({ nonce: undefined, hashes: inlineScriptHashes(html) }) };
      });
      if (page.flight) rememberFlight(page.flight);
      body = page.body;
      res.setHeader('Content-Security-Policy', page.csp);
      if (res.statusCode === 200 && isPublicPage(req)) rememberGood(pageKey(req), body, contentType());
    } else {
      res.setHeader('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
    }
    if (settings.cacheGeneration !== undefined) storeAnswer(req, res, body, settings.cacheGeneration);
    const encoding = canCompress(body.length);
    let out = body;
    if (encoding) {
      out = rememberWhole(`${encoding}:${sentKey}`, () => compressWhole(encoding, body));
      setEncodingHeaders(encoding);
    }
    res.setHeader('Content-Length', out.length);
    original.end.call(res, out, callback);
  }

  /** Next failed this public page: answer its last good version instead, marked and never cached downstream. */
  function serveLastGood(callback) {
    const good = lastGoodPages.get(pageKey(req));
    for (const name of res.getHeaderNames()) if (!KEEP_ON_STALE.has(name.toLowerCase())) res.removeHeader(name);
    res.statusCode = 200;
    res.setHeader('Content-Type', good.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Served-Stale', 'upstream-error');
    finishWhole(good.body, callback);
  }

  function decide(chunk, isLast) {
    if (res.statusCode >= 500 && isPublicPage(req) && lastGoodPages.has(pageKey(req))) {
      mode = 'stale';
      return;
    }
    if (isImmutableAsset(req) && res.statusCode === 200 && !res.getHeader('content-encoding')) {
      mode = 'buffer';
      return;
    }
    // Public data the served-page cache may keep (HTML is buffered below when prerendered).
    const storable = settings.cacheGeneration !== undefined && res.statusCode === 200 && STORABLE_DATA.test(contentType());
    if (storable && !isHead && !res.getHeader('content-encoding')) {
      mode = 'buffer';
      return;
    }
    if (isHtml() && !BODYLESS_STATUSES.has(res.statusCode) && !isHead) {
      const text = chunk ? chunk.toString('utf8') : '';
      if (!(settings.nonce && text.includes(`nonce="${settings.nonce}"`))) {
        mode = 'buffer';
        return;
      }
    }
    startPassThrough(chunk, isLast);
  }

  res.write = function write(chunk, encoding, callback) {
    if (ended) return original.write.apply(res, arguments);
    const cb = typeof encoding === 'function' ? encoding : callback;
    const data = toBuffer(chunk, encoding);
    if (!decided && mode === 'pass') decide(data, false);
    if (mode === 'buffer' || mode === 'stale') {
      if (mode === 'buffer') buffered.push(data);
      if (cb) process.nextTick(cb);
      return true;
    }
    if (encoder) return encoder.write(data, cb);
    return original.write.call(res, data, cb);
  };

  res.end = function end(chunk, encoding, callback) {
    if (ended) return original.end.apply(res, arguments);
    ended = true;
    const cb = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const data = chunk && typeof chunk !== 'function' ? toBuffer(chunk, encoding) : null;
    if (!decided && mode === 'pass') decide(data ?? Buffer.alloc(0), true);
    if (mode === 'stale') {
      serveLastGood(cb);
      return res;
    }
    if (mode === 'buffer') {
      if (data) buffered.push(data);
      finishWhole(Buffer.concat(buffered), cb);
      return res;
    }
    if (encoder) {
      if (cb) res.once('finish', cb);
      if (data) encoder.end(data);
      else encoder.end();
      return res;
    }
    return data ? original.end.call(res, data, cb) : original.end.call(res, cb);
  };
}
