// The served-page cache: a whole public answer that Next itself served from its cache (a prerendered page, a
// public API list) is kept here, with its headers and its compressed bytes, and answered again without entering
// Next until the content changes (docs/decisions/0022). Next's handler costs a few milliseconds per request even
// for a cache hit; this answers in microseconds, which is what lets one instance keep up with nginx.
//
// Correctness rests on one rule: every change of public content goes through the app's revalidateLocalContent
// (src/server/cache-tags.ts) on every instance, which calls forgetServedPages() below through globalThis. A
// lifetime (the answer's own s-maxage or max-age, at most 60 s) bounds anything else: past it, one request at a
// time asks Next again while the others are still answered from the entry (stale-while-revalidate).
//
// The build's own files under /_next/static/ (scripts, styles, fonts: named by their content's hash, sent
// `immutable`) are kept the same way in a store of their own, which no content change clears: a first visit asks
// for a dozen of them, and Next's file handler cost the most of that visit (docs/decisions/0040).
import { AsyncLocalStorage } from 'node:async_hooks';
import zlib from 'node:zlib';
import { pageAddress } from '../src/lib/page-address.mjs';
import { FLIGHT_PROBE_HEADER } from './flight-store.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeader} HeaderValue */
/** @typedef {import('./flight-store.mjs').ChooseEncoding} ChooseEncoding */
/**
 * A stored answer: its headers, its plain body and that body compressed (each encoding once asked for).
 * @typedef {{
 *   headers: [string, HeaderValue][],
 *   body: Buffer,
 *   encoded: { br?: Buffer, gzip?: Buffer },
 *   etag: string,
 *   expires: number,
 *   refreshingSince?: number,
 * }} Entry
 */

const MAX_ENTRIES = 256;
const MAX_TTL_MS = 60_000;
/** After its lifetime, an entry is still answered while one request at a time (every 2 s) asks Next again. */
const REFRESH_RETRY_MS = 2_000;
const STORABLE_TYPES = /^(?:text\/html|application\/json|application\/(?:atom\+)?xml|text\/xml)\b/i;
// Never replayed: they describe one connection or one request.
const PER_REQUEST_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'x-request-id']);
// Requests whose answer is not the plain public document at that URL: router payloads, server actions, previews.
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
// `/_next/` but its build files (IMMUTABLE_ASSET): the image optimizer, for one, is Next's alone.
const PRIVATE_PATH = /^\/(?:admin|api\/(?:admin|auth|internal|preview|contact|health)|_next(?!\/static\/))(?:\/|$|\?)/;
const IMMUTABLE_ASSET = /^\/_next\/static\//;
// Worth compressing: text. Fonts and images under /_next/static/ are compressed already.
const COMPRESSIBLE_TYPES = /^(?:text\/|application\/(?:javascript|json|(?:atom\+)?xml|manifest\+json)|image\/svg\+xml)/i;
// The build's files are a fixed set (3.1 MB in all on 2026-12-07); the bound is for safety, by bytes held.
const MAX_ASSET_BYTES = 64 * 1024 * 1024;

/** @type {Map<string, Entry>} */
const entries = new Map();
/** The build's files, least recently used first; never cleared by a content change. @type {Map<string, Entry>} */
const assets = new Map();
let assetBytes = 0;
let generation = 0;
/** @type {AsyncLocalStorage<{ res: Response, clearOnClose?: boolean }>} */
const requestScope = new AsyncLocalStorage();

/**
 * Whether this request may be answered from (and its answer stored in) the cache.
 * @param {Request} req
 * @returns {boolean}
 */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (PRIVATE_PATH.test(url) || req.headers.authorization) return false;
  // Part of a file: Next answers it (206), as it did before this cache.
  if (IMMUTABLE_ASSET.test(url) && req.headers.range !== undefined) return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  // The server asking itself for a page whose payload it no longer holds: the page must be made again.
  if (req.headers[FLIGHT_PROBE_HEADER] !== undefined) return false;
  // Draft mode (staff preview) renders drafts for this browser only.
  return !/(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '');
}

/**
 * @param {string} cacheControl
 * @returns {number} milliseconds
 */
function ttlOf(cacheControl) {
  if (/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const seconds = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? (/\bpublic\b/i.test(cacheControl) ? /\bmax-age=(\d+)/i.exec(cacheControl) : null);
  return seconds ? Math.min(Number(seconds[1]) * 1000, MAX_TTL_MS) : 0;
}

/**
 * The entry a request is answered from: a page's shared address (a visitor's own query, such as click ids, is no part
 * of it: `/?gclid=…` is answered from `/`), or the whole URL of a public API answer, whose query selects the data.
 * @param {Request} req
 * @returns {string}
 */
const keyOf = (req) => {
  const url = req.url ?? '/';
  return url.startsWith('/api/') ? url : pageAddress(url);
};
/** A build file by its path: a query (a cache buster) names the same file, and cannot add entries. */
const assetKeyOf = (/** @type {Request} */ req) => (req.url ?? '/').split('?')[0];
const isAssetRequest = (/** @type {Request} */ req) => IMMUTABLE_ASSET.test(req.url ?? '');

/** The generation a request starts in: an answer rendered before a change must not be stored after it. */
export const currentGeneration = () => generation;

/**
 * Called with the finished answer (status, headers already set on `res`, the plain body) of a cacheable request.
 * Stores it when it is a fresh, shared, cookie-free 200 of a storable type, and no change happened meanwhile.
 * @param {Request} req
 * @param {Response} res
 * @param {Buffer} body
 * @param {number} startedIn the generation the request started in (currentGeneration)
 */
export function storeAnswer(req, res, body, startedIn) {
  if (req.method !== 'GET' || res.statusCode !== 200) return;
  if (res.getHeader('set-cookie') !== undefined) return;
  if (isAssetRequest(req)) return storeAsset(req, res, body);
  if (startedIn !== generation || String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE') return;
  if (!STORABLE_TYPES.test(String(res.getHeader('content-type') ?? ''))) return;
  const ttl = ttlOf(String(res.getHeader('cache-control') ?? ''));
  if (ttl <= 0) return;
  const key = keyOf(req);
  entries.delete(key);
  entries.set(key, entryOf(res, body, Date.now() + ttl));
  if (entries.size > MAX_ENTRIES) entries.delete(/** @type {string} */ (entries.keys().next().value));
}

/**
 * @param {Response} res
 * @param {Buffer} body
 * @param {number} expires
 * @returns {Entry}
 */
function entryOf(res, body, expires) {
  // A header that is set has a value (Node refuses to set undefined).
  const headers = /** @type {[string, HeaderValue][]} */ (Object.entries(res.getHeaders()).filter(([name]) => !PER_REQUEST_HEADERS.has(name)));
  return { headers, body, encoded: {}, etag: String(res.getHeader('etag') ?? ''), expires };
}

/**
 * A build file Next sent as `immutable` (its name changes with its content): kept for the life of the process.
 * @param {Request} req
 * @param {Response} res
 * @param {Buffer} body
 */
function storeAsset(req, res, body) {
  if (!/\bimmutable\b/i.test(String(res.getHeader('cache-control') ?? ''))) return;
  const key = assetKeyOf(req);
  // Kept already, and perhaps still being compressed (the answer came from Next meanwhile): the same bytes.
  if (assets.has(key)) return;
  const entry = entryOf(res, body, Infinity);
  assets.set(key, entry);
  assetBytes += body.length;
  keepAssetsWithinBound();
  compressAsset(key, entry);
}

// Sent for the life of the process: compressed hard, once, in zlib's threads (until then Next and the on-the-fly
// encoder answer). Brotli quality 10: over the build's 78 text files, 7.2 % fewer bytes than the on-the-fly quality 5
// in 1.4 s of CPU; quality 11 saves 1.8 % more for 3.6 s, quality 9 only 1.5 % in all (measured 2026-12-07, ADR 40).
export const ASSET_BROTLI_QUALITY = 10;
const assetBrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ASSET_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/**
 * @param {string} key
 * @param {Entry} entry
 */
function compressAsset(key, entry) {
  if (!isCompressible(entry)) return;
  /** @param {'br' | 'gzip'} encoding */
  const keep = (encoding) => (/** @type {Error | null} */ error, /** @type {Buffer} */ bytes) => {
    // A failure leaves that encoding to Next's path; an entry dropped meanwhile is not filled again.
    if (error || assets.get(key) !== entry) return;
    entry.encoded[encoding] = bytes;
    assetBytes += bytes.length;
    keepAssetsWithinBound();
  };
  zlib.brotliCompress(entry.body, assetBrotliOptions, keep('br'));
  zlib.gzip(entry.body, { level: 9 }, keep('gzip'));
}

function keepAssetsWithinBound() {
  while (assetBytes > MAX_ASSET_BYTES && assets.size > 0) forgetAsset(/** @type {string} */ (assets.keys().next().value));
}

/** @param {string} key */
function forgetAsset(key) {
  const entry = assets.get(key);
  if (!entry) return;
  assets.delete(key);
  assetBytes -= bytesOf(entry);
}

/** @param {Entry} entry */
const bytesOf = (entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/**
 * The entry's body in an encoding, compressed once (harder than on the fly: it is reused until the next change).
 * @param {Entry} entry
 * @param {'br' | 'gzip' | null} encoding
 * @returns {{ bytes: Buffer, encoding: 'br' | 'gzip' | null }}
 */
function bodyIn(entry, encoding) {
  if (!encoding || !isCompressible(entry)) return { bytes: entry.body, encoding: null };
  return { bytes: (entry.encoded[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(entry.body, brotliOptions) : zlib.gzipSync(entry.body, { level: 9 })), encoding };
}

/** Text of 1 KiB or more: worth its encoding (fonts and images come compressed). @param {Entry} entry */
const isCompressible = (entry) => entry.body.length >= 1024 && COMPRESSIBLE_TYPES.test(String(entry.headers.find(([name]) => name === 'content-type')?.[1] ?? ''));

/**
 * @param {string} ifNoneMatch
 * @param {string} etag
 */
const matchesEtag = (ifNoneMatch, etag) =>
  Boolean(etag && ifNoneMatch) && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * Answers `req` from the cache when it holds a fresh entry for its URL; returns false otherwise (Next answers).
 * `chooseEncoding(acceptEncoding)` picks 'br', 'gzip' or null.
 * @param {Request} req
 * @param {Response} res
 * @param {ChooseEncoding} chooseEncoding
 * @returns {boolean}
 */
export function answerFromCache(req, res, chooseEncoding) {
  const asset = isAssetRequest(req);
  const entry = asset ? assets.get(assetKeyOf(req)) : entries.get(keyOf(req));
  if (!entry) return false;
  const wanted = chooseEncoding(String(req.headers['accept-encoding'] ?? ''));
  if (asset) {
    // Still being compressed (compressAsset): answered as before the store had it.
    if (wanted && isCompressible(entry) && !entry.encoded[wanted]) return false;
    // Used again: the least recently used goes first.
    assets.delete(assetKeyOf(req));
    assets.set(assetKeyOf(req), entry);
  }
  const now = Date.now();
  if (entry.expires <= now && now - (entry.refreshingSince ?? 0) >= REFRESH_RETRY_MS) {
    // Stale-while-revalidate, as the answer's own Cache-Control allows: this request asks Next (its fresh answer
    // replaces the entry); the others meanwhile get the entry, instead of all piling onto Next at once.
    entry.refreshingSince = now;
    return false;
  }
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  const vary = String(res.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  res.setHeader('X-Cache', 'HIT');
  if (matchesEtag(String(req.headers['if-none-match'] ?? ''), entry.etag)) {
    // As secure-response does for Next's 304: a browser would merge this policy into the page it holds.
    res.removeHeader('Content-Security-Policy');
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return true;
  }
  const { bytes, encoding } = bodyIn(entry, wanted);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
  return true;
}

/**
 * Runs Next's handling of one request in a scope that forgetServedPages can find (see below).
 * @template T
 * @param {Response} res
 * @param {() => T} run
 * @returns {T}
 */
export const withRequestScope = (res, run) => requestScope.run({ res }, run);

/**
 * Forgets every stored answer. Called by the app whenever it revalidates public content. Next applies a
 * revalidation as the revalidating request ends, so a request arriving in between could still be handed the old
 * page by Next and store it: the cache is therefore cleared again when that request's answer is finished.
 */
export function forgetServedPages() {
  generation += 1;
  entries.clear();
  const scope = requestScope.getStore();
  if (scope && !scope.clearOnClose) {
    scope.clearOnClose = true;
    scope.res.once('close', () => {
      generation += 1;
      entries.clear();
    });
  }
}

globalThis.__smarttechServedPages = { forget: forgetServedPages };
