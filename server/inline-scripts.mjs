// Which inline scripts of a page the Content-Security-Policy allows by hash, and their hashes.
// Only scripts we can vouch for are hashed: the theme script (by its exact text), the loader of the framework's
// script files (by shape: server/deferred-scripts.mjs) and the framework's data pushes
// (by shape: a fixed prefix, one JSON value, a closing parenthesis and at most a semicolon). A script injected into stored content matches
// neither, so it stays blocked even on a prerendered page (docs/decisions/0014).
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../src/lib/theme-script.mjs';
import { isDeferredScriptLoader } from './deferred-scripts.mjs';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_PUSH_PREFIXES = ['self.__next_f.push(', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('];
const NEXT_FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';

function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** True when running `source` can only hand data to the framework or set the theme, never run other code. */
export function isVouchedScript(source) {
  if (source === THEME_SCRIPT || source === NEXT_FLIGHT_INIT || isDeferredScriptLoader(source)) return true;
  const prefix = DATA_PUSH_PREFIXES.find((candidate) => source.startsWith(candidate));
  const call = source.endsWith(');') ? source.slice(0, -1) : source;
  return prefix !== undefined && call.endsWith(')') && isJson(call.slice(prefix.length, -1));
}

/** Browsers skip `type` values that are not JavaScript (JSON-LD, templates): they need no hash. */
function isExecutable(attributes) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

export const sha256Source = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The CSP hash sources of the vouched inline scripts of an HTML document, in order of appearance, unique. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, source] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes) || !isVouchedScript(source)) continue;
    hashes.add(sha256Source(source));
  }
  return [...hashes];
}

/** The hash of the theme script, which has no nonce even on a page rendered per request. */
export const THEME_SCRIPT_HASH = sha256Source(THEME_SCRIPT);
