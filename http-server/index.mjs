// The production server (`npm start` runs it after building): Next's request handler behind the security headers,
// compression and body-size guard of secure-response.mjs and the served-page cache of page-cache.mjs, with a
// graceful stop on SIGTERM and SIGINT.
import http from 'node:http';
import process from 'node:process';
import next from 'next';
import { defaultSiteUrl, DEFAULT_SCHEDULING_URL } from '../src/lib/settings-defaults.mjs';
import { isFrameworkLayerOn } from './framework-layer.mjs';
import { notFoundPageSource } from './not-found-page.mjs';
import { createRequestListener } from './request-listener.mjs';
import { checkOwnPages } from './self-check.mjs';

// Next's types make NODE_ENV read-only; the server sets it before Next reads it.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;
const siteUrl = (process.env.SITE_URL || defaultSiteUrl(port)).replace(/\/+$/, '');
const schedulingUrl = process.env.SCHEDULING_URL || DEFAULT_SCHEDULING_URL;
/** In-flight requests may finish for this long after SIGTERM; then their connections are cut. */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS || 8000);
const EXIT_DEADLINE_MS = 9500;
// Read (and validated) before anything starts: the build steps read the same switch (docs/decisions/0033).
const frameworkLayer = isFrameworkLayerOn();

const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();

let shuttingDown = false;
// With the layer, every public 404 is the site's 404 page as this server sends it (http-server/not-found-page.mjs).
const notFoundPages = notFoundPageSource();
const listener = createRequestListener({ handle, siteUrl, schedulingUrl, isShuttingDown: () => shuttingDown, frameworkLayer, notFoundPage: frameworkLayer ? notFoundPages.get : undefined });
const server = http.createServer(listener);
// Behind a proxy that keeps connections open, the proxy's idle timeout must be the shorter one.
server.keepAliveTimeout = 65_000;

/** Hooks the app registered (listeners, database): src/server/shutdown.ts; one failing does not skip the rest. */
async function runShutdownHooks() {
  for (const hook of /** @type {{ __smarttechShutdownHooks?: (() => unknown)[] }} */ (globalThis).__smarttechShutdownHooks ?? []) {
    try {
      await hook();
    } catch (error) {
      console.error('> Shutdown hook failed:', error instanceof Error ? error.message : error);
    }
  }
}

/** @param {NodeJS.Signals} signal */
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
  // A connection kept alive past an in-flight answer is closed as soon as it is idle, so no request gets in on it and
  // the server stops once the last answer is out (not at the keep-alive timeout).
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  sweep.unref();
  server.close(async () => {
    clearTimeout(cut);
    clearInterval(sweep);
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
if (frameworkLayer) await notFoundPages.start(listener);
// Every public page's inline scripts must be allowed by its own policy, or the site would be dead in the browser
// (http-server/self-check.mjs): a framework upgrade that changed their shapes fails here, loudly.
const checkStarted = Date.now();
const check = await checkOwnPages(listener);
for (const warning of check.warnings) console.warn(`> Start-up check: ${warning}`);
if (check.problems.length > 0) {
  for (const problem of check.problems) console.error(`> ${problem}`);
  console.error(
    `> Refusing to serve: ${check.problems.length} inline script(s) would be blocked by the pages' own Content-Security-Policy. ` +
      'Their shape is not one http-server/inline-scripts.mjs vouches for (a framework upgrade?); see docs/decisions/0033.',
  );
  await runShutdownHooks();
  process.exit(1);
}
console.log(`> Start-up check: the inline scripts of ${check.pages} public pages are allowed by their policies (${Date.now() - checkStarted} ms)`);
server.listen(port, hostname, () => {
  console.log(`> Ready on ${siteUrl} (listening on ${hostname ?? '*'}:${port})`);
});
