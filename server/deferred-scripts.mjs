// The framework's script files of a prerendered public page are requested after its first contentful paint, not
// from <head> (docs/decisions/0025). The page is complete HTML and paints without them; requesting them first made the
// phone's first paint share the network with about 150 KiB of JavaScript that only hydration needs. Inline data
// scripts stay where Next put them (they only queue data for the runtime), as does the `nomodule` fallback, which
// browsers that run this loader never fetch.

import { AFTER_FIRST_PAINT } from '../src/lib/after-first-paint.mjs';

const DEFERRABLE_SRC = /^\/_next\/static\/[\w./-]+\.js$/;
// An empty script element with a `src` and `async`, and at most a nonce besides (a page regenerated in the
// background carries that request's nonce), in any order.
const EMPTY_SCRIPT = /<script((?:\s+[a-zA-Z-]+="[^"]*")+)\s*><\/script>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)="([^"]*)"/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;

// The loader: `(afterFirstPaint)(function(){[sources].forEach(append an async script)})`.
const LOADER_PREFIX = `(${AFTER_FIRST_PAINT})(function(){`;
const LOADER_SUFFIX = '.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})})';

/** The script files of a loader written by `deferFrameworkScripts`, or null when `source` is not exactly one. */
function loaderSources(source) {
  if (!source.startsWith(LOADER_PREFIX) || !source.endsWith(LOADER_SUFFIX)) return null;
  try {
    const sources = JSON.parse(source.slice(LOADER_PREFIX.length, -LOADER_SUFFIX.length));
    const valid = Array.isArray(sources) && sources.length > 0 && sources.every((src) => typeof src === 'string' && DEFERRABLE_SRC.test(src));
    return valid ? sources : null;
  } catch {
    return null;
  }
}

/** True when `source` is exactly a loader written by `deferFrameworkScripts` (the CSP vouches for it by shape). */
export const isDeferredScriptLoader = (source) => loaderSources(source) !== null;

/**
 * The page with its `<script src=/_next/static/… async>` tags (and their preload hints) replaced by one loader
 * before `</body>`. A page without such scripts, or without a body end, comes back unchanged; so does a page
 * already deferred.
 */
export function deferFrameworkScripts(html) {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  const sources = [];
  let rewritten = html.replace(EMPTY_SCRIPT, (tag, attributeText) => {
    const attributes = Object.fromEntries([...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name.toLowerCase(), value]));
    const { src } = attributes;
    const others = Object.keys(attributes).filter((name) => name !== 'src' && name !== 'async' && name !== 'nonce');
    if (attributes.async !== '' || !src || !DEFERRABLE_SRC.test(src) || others.length > 0) return tag;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  const loader = `<script>${LOADER_PREFIX}${JSON.stringify(sources)}${LOADER_SUFFIX}</script>`;
  const end = rewritten.lastIndexOf('</body>');
  return rewritten.slice(0, end) + loader + rewritten.slice(end);
}

/** The script files a page's deferred loader asks for (none when the page has no loader). */
export function deferredScriptSources(html) {
  for (const [, source] of html.matchAll(/<script>([^<]*)<\/script>/g)) {
    const sources = loaderSources(source);
    if (sources) return sources;
  }
  return [];
}
