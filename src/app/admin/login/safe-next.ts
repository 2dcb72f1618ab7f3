const FALLBACK = '/admin';
const BASE = 'http://site.invalid';
const MAX_LENGTH = 2048;

// Control and invisible format characters (the URL parser drops tabs and newlines, so `/\t/evil` means `//evil`).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** `//host` and `/\host` name another site in a browser; a path on this one has one slash, then anything else. */
const isPathOnly = (value: string) => value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';

function isSignInPage(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return decoded === '/admin/login' || decoded.startsWith('/admin/login/');
}

/**
 * Where to go after signing in (the login page's redirect and the form's, one rule): `next` when it is a path on this
 * site, else /admin. The answer is the URL parser's own serialization (dot segments resolved, backslashes turned to
 * slashes, anything unusual percent-encoded), checked again after parsing: `/.//evil` only becomes `//evil` there.
 * The sign-in page itself is refused (it would loop).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || next.length > MAX_LENGTH || !isPathOnly(next) || HIDDEN.test(next)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return FALLBACK;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isPathOnly(path) || HIDDEN.test(path)) return FALLBACK;
  // A browser must read the answer as this very URL, on this site.
  if (new URL(path, BASE).href !== url.href) return FALLBACK;
  return isSignInPage(url.pathname) ? FALLBACK : path;
}
