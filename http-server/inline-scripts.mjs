// Which inline scripts of a page the Content-Security-Policy allows by hash, and their hashes.
// Only scripts we can vouch for are hashed: the theme script (by its exact text), the loader of what hydration needs
// (by shape: http-server/deferred-scripts.mjs) and the framework's data pushes: its router payload, where a page still
// carries it inline, and Turbopack's chunk list (by shape: a fixed prefix, one JSON value, a closing parenthesis and
// at most a semicolon). A script injected into stored content matches none, so it stays blocked even on a
// prerendered page (docs/decisions/0014).
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../src/lib/theme-script.mjs';
import { isDeferredScriptLoader, isFlightScript, isJsonCall } from './deferred-scripts.mjs';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const CHUNK_LIST_PREFIX = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** Turbopack's registration of a page's chunks: one push of a JSON value. */
const isChunkList = (/** @type {string} */ source) => isJsonCall(source, CHUNK_LIST_PREFIX);

/**
 * True when running `source` can only hand data to the framework or set the theme, never run other code.
 * @param {string} source
 */
export function isVouchedScript(source) {
  return source === THEME_SCRIPT || isDeferredScriptLoader(source) || isFlightScript(source) || isChunkList(source);
}

/**
 * Browsers skip `type` values that are not JavaScript (JSON-LD, templates): they need no hash.
 * @param {string} attributes
 */
function isExecutable(attributes) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

export const sha256Source = (/** @type {string} */ source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of an HTML document that a browser would run: no `src`, a JavaScript `type`.
 * @param {string} html
 * @returns {{ attributes: string, source: string }[]}
 */
export function executableInlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, attributes = '', source = '']) => ({ attributes, source }))
    .filter(({ attributes }) => !/\bsrc\s*=/i.test(attributes) && isExecutable(attributes));
}

/**
 * The CSP hash sources of the vouched inline scripts of an HTML document, in order of appearance, unique.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const { source } of executableInlineScripts(html)) if (isVouchedScript(source)) hashes.add(sha256Source(source));
  return [...hashes];
}

/** The hash of the theme script, which has no nonce even on a page rendered per request. */
export const THEME_SCRIPT_HASH = sha256Source(THEME_SCRIPT);
