// The production server (`npm start` runs it after building): Next's request handler behind the security headers,
// compression and body-size guard of secure-response.mjs, with a graceful stop on SIGTERM and SIGINT.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import process from 'node:process';
import next from 'next';
import { bodyLimitFor, tooLargeMessage } from '../src/lib/body-limits.mjs';
import { defaultSiteUrl, DEFAULT_SCHEDULING_URL } from '../src/lib/settings-defaults.mjs';
import { secureResponse } from './secure-response.mjs';

process.env.NODE_ENV = 'production';
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;
const siteUrl = (process.env.SITE_URL || defaultSiteUrl(port)).replace(/\/+$/, '');
const schedulingUrl = process.env.SCHEDULING_URL || DEFAULT_SCHEDULING_URL;
/** In-flight requests may finish for this long after SIGTERM; then their connections are cut. */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS || 8000);
const EXIT_DEADLINE_MS = 9500;

const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();

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

function onRequest(req, res) {
  const pathname = (req.url ?? '/').split('?')[0];
  // A client cannot choose the nonce: Next reads it from this request header (either spelling).
  const nonce = randomBytes(16).toString('base64');
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  secureResponse(req, res, { siteUrl, schedulingUrl, nonce, isStaffPath: pathname === '/admin' || pathname.startsWith('/admin/') });
  const declared = Number(req.headers['content-length']);
  const limit = bodyLimitFor(pathname);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return refuseTooLarge(res, limit);
  }
  if (!isDecodablePath(pathname)) return refuseBadPath(req, res);
  if (shuttingDown) res.setHeader('Connection', 'close');
  return handle(req, res);
}

let shuttingDown = false;
const server = http.createServer(onRequest);
// Behind a proxy that keeps connections open, the proxy's idle timeout must be the shorter one.
server.keepAliveTimeout = 65_000;

/** Hooks the app registered (listeners, database): src/server/shutdown.ts; one failing does not skip the rest. */
async function runShutdownHooks() {
  for (const hook of globalThis.__smarttechShutdownHooks ?? []) {
    try {
      await hook();
    } catch (error) {
      console.error('> Shutdown hook failed:', error instanceof Error ? error.message : error);
    }
  }
}

function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`> ${signal}: finishing in-flight requests, then closing the database`);
  setTimeout(() => {
    console.error('> Shutdown deadline reached; exiting');
    process.exit(0);
  }, EXIT_DEADLINE_MS).unref();
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  cut.unref();
  server.close(async () => {
    clearTimeout(cut);
    await runShutdownHooks();
    await app.close?.().catch?.(() => undefined);
    console.log('> Stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

await app.prepare();
server.listen(port, hostname, () => {
  console.log(`> Ready on ${siteUrl} (listening on ${hostname ?? '*'}:${port})`);
});
