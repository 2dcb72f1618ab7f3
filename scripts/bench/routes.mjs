// The routes every page benchmark measures: the public pages the sitemap lists, one resource page (they share a
// template) and the 404 page.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { deferredFlightUrl, deferredScriptSources } from '../../http-server/deferred-scripts.mjs';
import { publicPagePaths } from '../../http-server/self-check.mjs';

/** The public routes of the site at `base` (the list the server's start-up check reads too). */
export const publicRoutes = publicPagePaths;

/** The bytes of `url` as a browser receives them with `Accept-Encoding: gzip` (gzipped here when sent plain). */
export function gzipBytesAsServed(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode, bytes: response.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body).length });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The scripts and stylesheets a page's HTML loads before any interaction, in a current browser: its script tags and
 * the files its deferred loader asks for after the first paint (http-server/deferred-scripts.mjs), and apart, the router
 * payload that loader fetches (`flight`: data for hydration, not code; null when the page carries it inline).
 * `nomodule` scripts (Next's legacy polyfills) are left out, as such a browser never fetches them.
 */
export function assetsOf(html) {
  const unescape = (src) => src.replace(/&amp;/g, '&');
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((match) => !/\snomodule\b/i.test(match[0]));
  const scripts = [...new Set([...tags.map((match) => unescape(match[1])), ...deferredScriptSources(html)])];
  const styles = [...new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => unescape(match[1])))];
  return { scripts, styles, flight: deferredFlightUrl(html) };
}
