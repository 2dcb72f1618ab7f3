// The router payloads that prerendered pages fetch after their first paint (http-server/deferred-scripts.mjs,
// docs/decisions/0026), served at `/_flight/<hash>.js?u=<page>`. The hash names the content, so a browser keeps the
// file for a year and a changed page names a new one. This instance keeps the payloads of the pages it sent; one it
// does not hold (another instance sent the page, or it was evicted) is made again by asking this server for the page
// `u` names: when that page still has this payload, it is served, otherwise 404, and the page's loader reloads it.
import http from 'node:http';
import zlib from 'node:zlib';
import { FLIGHT_PATH_PREFIX } from './deferred-scripts.mjs';
import { baseSecurityHeaders, RESOURCE_CONTENT_SECURITY_POLICY } from './security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ body: Buffer, encoded: { br?: Buffer, gzip?: Buffer } }} Entry */
/** @typedef {(acceptEncoding: string) => 'br' | 'gzip' | null} ChooseEncoding */

const MAX_ENTRIES = 512;
const REQUEST_PATH = /^\/_flight\/([\w-]{22})\.js$/;
// What `u` may name: a page of this site, not the API, the staff area, the framework's files or another payload.
const PAGE_URL = /^\/(?![/\\]|api(?:[/?]|$)|admin(?:[/?]|$)|_next\/|_flight\/)[^\s\\]{0,2000}$/;
/** Marks this server's own request for a page whose payload it lost: the served-page cache leaves it to Next. */
export const FLIGHT_PROBE_HEADER = 'x-smarttech-flight-probe';
const PROBE_TIMEOUT_MS = 10_000;

/** @type {Map<string, Entry>} */
const entries = new Map();

/**
 * Keeps a page's payload; the most recently sent ones stay.
 * @param {{ hash: string, body: string }} flight
 */
export function rememberFlight({ hash, body }) {
  const entry = entries.get(hash) ?? { body: Buffer.from(body, 'utf8'), encoded: {} };
  entries.delete(hash);
  entries.set(hash, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(/** @type {string} */ (entries.keys().next().value));
}

export const isFlightRequest = (/** @type {string} */ pathname) => pathname.startsWith(FLIGHT_PATH_PREFIX);

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/**
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Buffer | string} body
 * @param {Record<string, string>} headers
 */
function send(req, res, status, body, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {Entry} entry
 * @param {ChooseEncoding} chooseEncoding
 * @param {Record<string, string>} securityHeaders
 */
function sendEntry(req, res, entry, chooseEncoding, securityHeaders) {
  const encoding = chooseEncoding(String(req.headers['accept-encoding'] ?? ''));
  if (encoding) entry.encoded[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(entry.body, brotliOptions) : zlib.gzipSync(entry.body, { level: 9 });
  const bytes = (encoding && entry.encoded[encoding]) || entry.body;
  const headers = {
    ...securityHeaders,
    'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY,
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    'Content-Length': String(bytes.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  };
  send(req, res, 200, bytes, headers);
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {Record<string, string>} securityHeaders
 */
function sendMissing(req, res, securityHeaders) {
  const body = 'This page has changed since it was sent: reload it.\n';
  send(req, res, 404, body, {
    ...securityHeaders,
    'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
  });
}

/**
 * Asks this server for `pageUrl` as a visitor without cookies would; resolves when the answer has ended.
 * @param {Request} req
 * @param {string} pageUrl
 * @returns {Promise<void>}
 */
function probe(req, pageUrl) {
  return new Promise((resolve) => {
    const socket = req.socket;
    const request = http.get(
      {
        host: socket.localAddress,
        port: socket.localPort,
        path: pageUrl,
        headers: { host: req.headers.host ?? 'localhost', 'accept-encoding': 'identity', [FLIGHT_PROBE_HEADER]: '1' },
        timeout: PROBE_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', resolve);
        response.on('error', resolve);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', resolve);
  });
}

/**
 * Answers `GET /_flight/<hash>.js?u=<page>`. `chooseEncoding(acceptEncoding)` picks 'br', 'gzip' or null.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ siteUrl: string, chooseEncoding: (accept: string) => 'br' | 'gzip' | null }} options
 */
export async function answerFlightRequest(req, res, { siteUrl, chooseEncoding }) {
  const securityHeaders = baseSecurityHeaders({ siteUrl });
  const url = new URL(req.url ?? '/', 'http://localhost');
  const hash = REQUEST_PATH.exec(url.pathname)?.[1];
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !hash) return sendMissing(req, res, securityHeaders);
  if (!entries.has(hash) && !req.headers[FLIGHT_PROBE_HEADER]) {
    const pageUrl = url.searchParams.get('u') ?? '';
    if (PAGE_URL.test(pageUrl)) await probe(req, pageUrl);
  }
  const entry = entries.get(hash);
  if (!entry) return sendMissing(req, res, securityHeaders);
  sendEntry(req, res, entry, chooseEncoding, securityHeaders);
}

/** For tests. */
export const forgetFlights = () => entries.clear();
