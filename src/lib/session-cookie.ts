/**
 * The prefix of the staff session cookies (Better Auth names them `<prefix>.<name>`). Under https it starts with
 * `__Host-`: the browser then insists on Secure, Path=/ and no Domain, so no sibling subdomain can plant a session
 * cookie. Better Auth's own `useSecureCookies` only knows `__Secure-`. Shared by the auth config and the proxy;
 * no `server-only` here because the proxy bundle cannot import it.
 */
export function sessionCookiePrefix(siteUrl: string): string {
  return isHttps(siteUrl) ? '__Host-better-auth' : 'better-auth';
}

export function isHttps(siteUrl: string): boolean {
  return siteUrl.startsWith('https://');
}
