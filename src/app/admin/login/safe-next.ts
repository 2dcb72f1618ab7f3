import { isSignInPath, STAFF_HOME } from '@/lib/routes';
import { sitePath } from '@/lib/site-path';

const MAX_LENGTH = 2048;

function isSignInPage(path: string): boolean {
  const pathname = new URL(path, 'http://site.invalid').pathname;
  try {
    return isSignInPath(decodeURIComponent(pathname).toLowerCase());
  } catch {
    return true;
  }
}

/**
 * Where to go after signing in (the login page's redirect and the form's, one rule): `next` when it is a path on this
 * site (src/lib/site-path.ts, in the parser's serialization), else /admin. The sign-in page itself is refused (it
 * would loop).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || next.length > MAX_LENGTH) return STAFF_HOME;
  const path = sitePath(next);
  return path === null || isSignInPage(path) ? STAFF_HOME : path;
}
