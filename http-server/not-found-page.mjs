// The site's 404 page, for the server to send whenever a public page answers 404. Next draws the 404 of a route with
// dynamic params (a CMS page's `[...path]`, a resource's `[slug]`) as an empty error document whose page only its
// script renders (vercel/next.js#95613, #62228): without JavaScript, or before it runs, a visitor who mistyped an
// address saw a blank page. The page Next serves at `/_not-found` is the site's 404 page (src/app/global-not-found.tsx),
// prerendered and kept current like any page (it shows the published header and footer, and carries their tags).
// The server asks itself for it, through its own request listener on a loopback port of its own, and sends that
// answer (its HTML and its policy) with the 404 status. `/_not-found` is Next's name, not its documented API: part of
// the framework layer (docs/decisions/0033).
import http from 'node:http';
import { currentGeneration } from './page-cache.mjs';

/** Whether an answer was rendered for its request (a nonce in its policy) rather than sent as Next keeps the page. */
const isPerRequest = (/** @type {NotFoundPage} */ page) => page.csp.includes("'nonce-");

/** Next's address of the prerendered 404 page. */
export const NOT_FOUND_ROUTE = '/_not-found';
const TIMEOUT_MS = 10_000;

/** @typedef {{ body: Buffer, contentType: string, csp: string }} NotFoundPage */

/**
 * The site's 404 page as this server sends `/_not-found`, asked for on a loopback server running `listener`. Started
 * once (`start`), asked for per 404 (`get`, null when it could not be had: the caller sends Next's own answer).
 */
export function notFoundPageSource() {
  /** @type {http.Server | null} */
  let server = null;
  let origin = '';
  // The page as last fetched, for the served-page cache's generation it was fetched in: until content changes, a
  // flood of made-up addresses costs one fetch, not one each (concurrent asks share it).
  /** @type {{ generation: number, page: Promise<NotFoundPage | null> } | null} */
  let kept = null;
  return {
    /** @param {http.RequestListener} listener */
    async start(listener) {
      server = http.createServer(listener);
      await new Promise((resolve) => /** @type {http.Server} */ (server).listen(0, '127.0.0.1', () => resolve(undefined)));
      const address = server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      server.unref();
    },
    /** @returns {Promise<NotFoundPage | null>} */
    get() {
      const generation = currentGeneration();
      if (kept && kept.generation === generation) return kept.page;
      const page = fetchPage();
      kept = { generation, page };
      // A failure is not kept, nor a page Next had just rendered again for this very request (with its nonce and its
      // payload inline, as a page rendered per request is): the next 404 asks again, and gets the kept page.
      void page.then((found) => {
        if ((!found || isPerRequest(found)) && kept?.page === page) kept = null;
      });
      return page;
    },
    stop() {
      server?.closeAllConnections();
      server?.close();
    },
  };

  /**
   * The page, preferably as Next keeps it (vouched for by hash, its payload in a file): after a change Next renders it
   * again on the first request, per request, so that answer is followed by a second ask.
   * @returns {Promise<NotFoundPage | null>}
   */
  async function fetchPage() {
    const first = await fetchOnce();
    return first && isPerRequest(first) ? ((await fetchOnce()) ?? first) : first;
  }

  /** @returns {Promise<NotFoundPage | null>} */
  async function fetchOnce() {
    if (!origin) return null;
    try {
      const response = await fetch(origin + NOT_FOUND_ROUTE, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const contentType = response.headers.get('content-type') ?? '';
      const csp = response.headers.get('content-security-policy');
      if (response.status !== 404 || !contentType.startsWith('text/html') || !csp) return null;
      return { body: Buffer.from(await response.arrayBuffer()), contentType, csp };
    } catch {
      return null;
    }
  }
}
