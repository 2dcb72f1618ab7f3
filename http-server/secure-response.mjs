// Wraps a Node response before Next writes to it: sets the security headers and the page's Content-Security-Policy,
// and compresses (Brotli or gzip). A staff page Next rendered for this request carries the request's nonce and streams
// through; a public page (prerendered, or rendered again after a publication) is made whole and allowed by the hashes
// of its vouched inline scripts (docs/decisions/0014). Next's own compression is off (next.config.ts) so that this code sees plain HTML.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { pageAddress } from '../src/lib/page-address.mjs';
import { NOT_FOUND_ROUTE } from './not-found-page.mjs';
import { deferHydration } from './deferred-scripts.mjs';
import { rememberFlight } from './flight-store.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { storeAnswer } from './page-cache.mjs';
import { baseSecurityHeaders, pageContentSecurityPolicy, RESOURCE_CONTENT_SECURITY_POLICY } from './security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeader} HeaderValue */
/** @typedef {'br' | 'gzip'} Encoding */
/** @typedef {(error?: Error | null) => void} WriteCallback */
/** @typedef {import('node:zlib').BrotliCompress | import('node:zlib').Gzip} Encoder */
/**
 * The response's own methods that secureResponse takes over. `write` and `end` as they are called here: a chunk,
 * then its encoding or the callback, then the callback.
 * @typedef {{
 *   writeHead: Response['writeHead'],
 *   flushHeaders(): void,
 *   write(chunk: string | Uint8Array, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean,
 *   end(chunk?: string | Uint8Array | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void): Response,
 * }} ResponseMethods
 */
/**
 * secureResponse's settings: the addresses its security headers name, this request's nonce, whether it is for the
 * staff area, and (see secureResponse) the served-page cache's generation and the framework layer's switch.
 * @typedef {{
 *   siteUrl: string,
 *   schedulingUrl: string,
 *   nonce?: string,
 *   isStaffPath?: boolean,
 *   framable?: boolean,
 *   cacheGeneration?: number,
 *   frameworkLayer?: boolean,
 *   notFoundPage?: () => Promise<import('./not-found-page.mjs').NotFoundPage | null>,
 * }} Settings
 */
/** @typedef {{ body: Buffer, flight: { hash: string, body: string } | null, csp: string, gone: boolean }} MadePage */
/** @typedef {{ body: Buffer, contentType: string }} GoodPage */

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml|text\/x-component)/i;
const MIN_COMPRESS_BYTES = 1024;
const BODYLESS_STATUSES = new Set([204, 304]);
// A page that says what it shows is gone for good (a closed job opening, src/components/site/job-opening.tsx): Next
// has no way for a page to choose its status but 404, so the page marks itself and the server answers 410.
const GONE_MARK = ' data-http-status="410"';
// Our own headers survive when a failed page is replaced by its last good version; Next's are dropped.
const KEEP_ON_STALE = new Set(['x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'strict-transport-security', 'vary']);

/**
 * Brotli when the client accepts it, else gzip, else none.
 * @param {string} [acceptEncoding]
 * @returns {Encoding | null}
 */
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

/** @param {Encoding} encoding */
function createEncoder(encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip({ level: 6 });
}

/**
 * @param {Encoding} encoding
 * @param {Buffer} body
 */
function compressWhole(encoding, body) {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, { level: 6 });
}

// Prerendered pages repeat: keep the CSP and compressed bytes of the most recent bodies, keyed by their digest.
const WHOLE_BODY_CACHE_SIZE = 64;
/** @type {Map<string, MadePage | Buffer>} */
const wholeBodyCache = new Map();

/**
 * The key's first part names what it holds: `page:` a made page, an encoding a compressed body.
 * @template {MadePage | Buffer} T
 * @param {string} key
 * @param {() => T} compute
 * @returns {T}
 */
function rememberWhole(key, compute) {
  const hit = /** @type {T | undefined} */ (wholeBodyCache.get(key));
  if (hit) {
    wholeBodyCache.delete(key);
    wholeBodyCache.set(key, hit);
    return hit;
  }
  const value = compute();
  wholeBodyCache.set(key, value);
  if (wholeBodyCache.size > WHOLE_BODY_CACHE_SIZE) wholeBodyCache.delete(/** @type {string} */ (wholeBodyCache.keys().next().value));
  return value;
}

// Stale-if-error for public pages: the last good body of each prerendered page, served again (200, no-store) when
// Next answers that page with a 5xx, e.g. while the database is down and the page had just been expired.
const LAST_GOOD_SIZE = 64;
/** @type {Map<string, GoodPage>} */
const lastGoodPages = new Map();

/**
 * @param {string} url
 * @param {Buffer} body
 * @param {string} contentType
 */
function rememberGood(url, body, contentType) {
  lastGoodPages.delete(url);
  lastGoodPages.set(url, { body, contentType });
  if (lastGoodPages.size > LAST_GOOD_SIZE) lastGoodPages.delete(/** @type {string} */ (lastGoodPages.keys().next().value));
}

/** @param {Request} req */
const isPublicPage = (req) => req.method === 'GET' && !/^\/(?:api|admin|_next)(?:\/|$|\?)/.test(req.url ?? '/');
// Keyed by path alone: a prerendered page is the same whatever the query, and made-up queries cannot evict it.
/** @param {Request} req */
const pageKey = (req) => (req.url ?? '/').split('?')[0];
/**
 * Build-hashed files never change: compress each once per encoding.
 * @param {Request} req
 */
const isImmutableAsset = (req) => req.method === 'GET' && (req.url ?? '').startsWith('/_next/static/');

/**
 * A written chunk as bytes: a string in the encoding given (utf8 when none), or bytes. Buffer.from copies a Uint8Array
 * and then has no use for the encoding (its types take a string or bytes, not a value that may be either).
 * @param {string | Uint8Array} chunk
 * @param {BufferEncoding | WriteCallback | undefined} encoding `write`'s second argument, which may be its callback
 * @returns {Buffer}
 */
const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));

const STORABLE_DATA = /^(?:application\/json|application\/(?:atom\+)?xml|text\/xml)\b/i;

/**
 * Takes over `res.writeHead/flushHeaders/write/end` until the first body bytes (or the end) decide how to answer.
 * `settings`: { siteUrl, schedulingUrl, nonce, isStaffPath, cacheGeneration, frameworkLayer }. `frameworkLayer: false`
 * sends prerendered pages as Next wrote them (http-server/framework-layer.mjs). With `cacheGeneration` (the
 * served-page cache's generation when the request arrived; only for a cacheable request), a whole answer is
 * offered to that cache (http-server/page-cache.mjs).
 * @param {Request} req
 * @param {Response} res
 * @param {Settings} settings
 */
export function secureResponse(req, res, settings) {
  /** @type {ResponseMethods} */
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  // As asked: Next may rewrite `req.url` while it handles the request.
  const requestUrl = req.url ?? '/';
  const isHead = req.method === 'HEAD';
  let decided = false;
  let ended = false; // a second end (or a write after it) goes to Node, which ignores or reports it
  let mode = 'pass'; // 'pass' | 'buffer' | 'stale' | 'not-found'
  /** @type {Encoder | null} */
  let encoder = null;
  /** @type {Buffer[]} */
  const buffered = [];

  for (const [name, value] of Object.entries(baseSecurityHeaders(settings))) res.setHeader(name, value);

  // Location is a single value. Next 16 sets it and then appends it again when it renders a redirect() for an ISR
  // page on a cache miss, which would send two identical Location headers (some clients refuse that).
  const appendHeader = res.appendHeader;
  /**
   * @param {string} name
   * @param {string | readonly string[]} value
   */
  res.appendHeader = function appendSingleLocation(name, value) {
    if (String(name).toLowerCase() === 'location') return res.setHeader(name, value);
    return appendHeader.call(res, name, value);
  };

  // Until decided, explicit head writes only record the status and headers; Node's implicit header call
  // (this.writeHead inside write/end) comes after we decided and goes to the original.
  /**
   * @param {number} status
   * @param {string | import('node:http').OutgoingHttpHeaders | HeaderValue[]} [reason] the status message, or the headers
   * @param {import('node:http').OutgoingHttpHeaders | HeaderValue[]} [headers]
   * @returns {Response}
   */
  res.writeHead = function writeHead(status, reason, headers) {
    if (decided) return original.writeHead.apply(res, /** @type {Parameters<ResponseMethods['writeHead']>} */ (/** @type {unknown} */ (arguments)));
    res.statusCode = status;
    const fields = typeof reason === 'string' ? headers : reason;
    if (typeof reason === 'string') res.statusMessage = reason;
    // The array form is flat: name, value, name, value. A value left undefined is refused by setHeader, as by Node.
    if (Array.isArray(fields)) for (let i = 0; i < fields.length; i += 2) res.setHeader(/** @type {string} */ (fields[i]), fields[i + 1]);
    else if (fields) for (const [name, value] of Object.entries(fields)) res.setHeader(name, /** @type {HeaderValue} */ (value));
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decided) original.flushHeaders.call(res);
  };
  // Next calls `res.flush()` after each chunk it writes when there is one (the `compression` middleware's).
  /** @type {Response & { flush?: () => void }} */ (res).flush = function flush() {
    encoder?.flush();
  };

  const contentType = () => String(res.getHeader('content-type') ?? '');
  const isHtml = () => /^text\/html/i.test(contentType());
  /** @param {{ nonce: string | undefined, hashes?: string[] }} options */
  const policy = (options) => pageContentSecurityPolicy({ ...settings, ...options });

  /** @param {Encoding} encoding */
  function setEncodingHeaders(encoding) {
    res.setHeader('Content-Encoding', encoding);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }

  /**
   * The encoding to send the body in, or null: not compressible, or known to be too small to gain.
   * @param {number | undefined} knownLength
   */
  function canCompress(knownLength) {
    if (isHead || BODYLESS_STATUSES.has(res.statusCode) || res.getHeader('content-encoding')) return null;
    if (!COMPRESSIBLE.test(contentType())) return null;
    if (knownLength !== undefined && knownLength < MIN_COMPRESS_BYTES) return null;
    return chooseEncoding(String(req.headers['accept-encoding'] ?? ''));
  }

  /**
   * @param {Buffer} firstChunk
   * @param {boolean} isLast
   */
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
    // Backpressure both ways: a full socket pauses the encoder, a full encoder makes Next wait for 'drain'. (The
    // handlers run once `encoder` is set, and it is never unset.)
    encoder.on('data', (chunk) => {
      if (original.write.call(res, chunk) === false) /** @type {Encoder} */ (encoder).pause();
    });
    res.on('drain', () => /** @type {Encoder} */ (encoder).resume());
    encoder.on('drain', () => res.emit('drain'));
    encoder.on('end', () => original.end.call(res));
    encoder.on('error', (error) => res.destroy(error));
    res.once('close', () => /** @type {Encoder} */ (encoder).destroy());
  }

  /**
   * A whole body (never for HEAD): a hashed asset, or HTML without this request's nonce (a prerendered page, allowed by hashes).
   * @param {Buffer} whole
   * @param {(() => void) | undefined} callback
   */
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
        return { body: Buffer.from(html, 'utf8'), flight, csp: policy({ nonce: undefined, hashes: inlineScriptHashes(html) }), gone: address !== null && text.includes(GONE_MARK) };
      });
      if (page.flight) rememberFlight(page.flight);
      if (page.gone && res.statusCode === 200) res.statusCode = 410;
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

  /**
   * Next failed this public page: answer its last good version instead, marked and never cached downstream.
   * @param {(() => void) | undefined} callback
   */
  function serveLastGood(callback) {
    // There is one: decide() chose 'stale' only because there was.
    const good = /** @type {GoodPage} */ (lastGoodPages.get(pageKey(req)));
    for (const name of res.getHeaderNames()) if (!KEEP_ON_STALE.has(name.toLowerCase())) res.removeHeader(name);
    res.statusCode = 200;
    res.setHeader('Content-Type', good.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Served-Stale', 'upstream-error');
    finishWhole(good.body, callback);
  }

  /**
   * A public page answered 404: the site's 404 page as this server sends it at `/_not-found` (its HTML and policy),
   * instead of Next's body (http-server/not-found-page.mjs); Next's own answer when it cannot be had.
   * @param {(() => void) | undefined} callback
   */
  function serveNotFoundPage(callback) {
    const own = Buffer.concat(buffered);
    void (/** @type {NonNullable<Settings['notFoundPage']>} */ (settings.notFoundPage)())
      .then((page) => {
        if (res.destroyed) return;
        if (!page) return finishWhole(own, callback);
        sendNotFoundPage(page, callback);
      })
      .catch((error) => res.destroy(error instanceof Error ? error : new Error(String(error))));
  }

  /**
   * @param {import('./not-found-page.mjs').NotFoundPage} page
   * @param {(() => void) | undefined} callback
   */
  function sendNotFoundPage(page, callback) {
    decided = true;
    // Next's validators name its own body, not this one: a 304 would keep an old 404 page in a browser.
    res.removeHeader('ETag');
    res.removeHeader('Last-Modified');
    res.setHeader('Content-Type', page.contentType);
    res.setHeader('Content-Security-Policy', page.csp);
    const encoding = canCompress(page.body.length);
    let out = page.body;
    if (encoding) {
      out = rememberWhole(`${encoding}:not-found:${createHash('sha1').update(page.body).digest('base64')}`, () => compressWhole(encoding, page.body));
      setEncodingHeaders(encoding);
    }
    res.setHeader('Content-Length', out.length);
    original.end.call(res, out, callback);
  }

  /**
   * @param {Buffer} chunk
   * @param {boolean} isLast
   */
  function decide(chunk, isLast) {
    // A page that moved answers 308 for good, but a browser must not keep that answer for good: staff may move the
    // page back, and a kept 308 each way would loop. Kept five minutes, as any other public answer may be.
    if ((res.statusCode === 301 || res.statusCode === 308) && isPublicPage(req)) res.setHeader('Cache-Control', 'public, max-age=300');
    if (settings.notFoundPage && res.statusCode === 404 && isPublicPage(req) && isHtml() && !isHead && pageKey(req) !== NOT_FOUND_ROUTE) {
      mode = 'not-found';
      return;
    }
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
      const renderedNow = Boolean(settings.nonce && text.includes(`nonce="${settings.nonce}"`));
      // A public page Next renders again for this request (the first visit after a publication expired it) carries
      // this request's nonce. It is made like the prerendered copy too: its policy vouches for its inline scripts by
      // their hashes, as it will once Next serves it from its cache, its status can follow its mark (a closed
      // opening's 410), and with the layer on its scripts wait for the paint. Before, that first visitor got the
      // framework's scripts ahead of the paint (a first visit right after start, or after any publication).
      if (!renderedNow || isPublicPage(req)) {
        mode = 'buffer';
        return;
      }
    }
    startPassThrough(chunk, isLast);
  }

  /**
   * @param {string | Uint8Array} chunk
   * @param {BufferEncoding | WriteCallback} [encoding] the chunk's encoding, or the callback
   * @param {WriteCallback} [callback]
   * @returns {boolean}
   */
  res.write = function write(chunk, encoding, callback) {
    if (ended) return original.write.apply(res, /** @type {Parameters<ResponseMethods['write']>} */ (/** @type {unknown} */ (arguments)));
    const cb = typeof encoding === 'function' ? encoding : callback;
    const data = toBuffer(chunk, encoding);
    if (!decided && mode === 'pass') decide(data, false);
    if (mode === 'buffer' || mode === 'stale' || mode === 'not-found') {
      if (mode !== 'stale') buffered.push(data);
      if (cb) process.nextTick(cb);
      return true;
    }
    if (encoder) return encoder.write(data, cb);
    return original.write.call(res, data, cb);
  };

  /**
   * @param {string | Uint8Array | (() => void)} [chunk] the last chunk, or the callback
   * @param {BufferEncoding | (() => void)} [encoding] the chunk's encoding, or the callback
   * @param {() => void} [callback]
   * @returns {Response}
   */
  res.end = function end(chunk, encoding, callback) {
    if (ended) return original.end.apply(res, /** @type {Parameters<ResponseMethods['end']>} */ (/** @type {unknown} */ (arguments)));
    ended = true;
    const cb = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const data = chunk && typeof chunk !== 'function' ? toBuffer(chunk, encoding) : null;
    if (!decided && mode === 'pass') decide(data ?? Buffer.alloc(0), true);
    if (mode === 'stale') {
      serveLastGood(cb);
      return res;
    }
    if (mode === 'not-found') {
      if (data) buffered.push(data);
      serveNotFoundPage(cb);
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
