const BASE = 'http://site.invalid';

// Control and invisible format characters (the URL parser drops tabs and newlines, so `/\t/evil` means `//evil`).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** `//host` and `/\host` name another site in a browser; a path on this one has one slash, then anything else. */
const isPathOnly = (value: string) => value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';

/**
 * The one rule for "a path on this site" (redirects, links, image addresses): the path `value` names, as the URL
 * parser serializes it (dot segments resolved, backslashes turned to slashes, anything unusual percent-encoded), or
 * null when a browser could read it as another site or a scheme. The answer is checked again after parsing:
 * `/.//evil` only becomes `//evil` there.
 */
export function sitePath(value: string): string | null {
  if (!isPathOnly(value) || HIDDEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isPathOnly(path) || HIDDEN.test(path)) return null;
  // A browser must read the answer as this very URL, on this site.
  if (new URL(path, BASE).href !== url.href) return null;
  return path;
}

/** Whether `value` is a path on this site (see sitePath). */
export const isSitePath = (value: string): boolean => sitePath(value) !== null;
