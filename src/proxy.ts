import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookiePrefix } from '@/lib/session-cookie';
import { isOpenStaffPath, signInUrl } from '@/lib/routes';

/**
 * Optimistic redirect: a visitor without a session cookie never sees an admin page render. It checks only that
 * the cookie exists; the admin layout and every admin route handler verify the session (server/auth/guard.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isOpenStaffPath(pathname)) return NextResponse.next();
  // SITE_URL's default (http://localhost) gives the plain prefix, as in the auth config.
  if (getSessionCookie(request, { cookiePrefix: sessionCookiePrefix(process.env.SITE_URL ?? '') })) return NextResponse.next();
  return NextResponse.redirect(new URL(signInUrl(`${pathname}${search}`), request.url));
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
