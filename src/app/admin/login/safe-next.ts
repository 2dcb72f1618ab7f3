/**
 * Where to go after signing in: `next` when it is a path on this site, else /admin. Rejects `//host` and `/\host`
 * (browsers read both as another site), control characters, and the sign-in page itself (it would loop).
 */
export function safeNextPath(next: string | null | undefined): string {
  const fallback = '/admin';
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  const url = new URL(next, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return fallback;
  if (url.pathname === '/admin/login' || url.pathname.startsWith('/admin/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
