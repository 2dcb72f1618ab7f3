// The site's 404 page, as the build prerendered it (src/app/global-not-found.tsx), for the server to send whenever a
// public page answers 404. Next draws the 404 of a route with dynamic params (a CMS page's `[...path]`, a resource's
// `[slug]`) as an empty error document whose page only its script renders (vercel/next.js#95613, #62228): without
// JavaScript, or before it runs, a visitor who mistyped an address saw a blank page. Where the build keeps that page
// is Next's own business, not its documented API: part of the framework layer (docs/decisions/0033), and a build
// without it stops the server at start, naming the file.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The prerendered 404 document of the build in `distDir`.
 * @param {string} distDir
 * @returns {Buffer}
 */
export function loadNotFoundPage(distDir) {
  const file = path.join(distDir, 'server', 'app', '_not-found.html');
  if (!fs.existsSync(file)) throw new Error(`The site's prerendered 404 page is not at ${file}: a Next upgrade moved it. Start with FRAMEWORK_LAYER=off, then mend http-server/not-found-page.mjs (docs/decisions/0033).`);
  return fs.readFileSync(file);
}
