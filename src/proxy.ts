import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookiePrefix } from '@/lib/session-cookie';

/**
 * Optimistic redirect: a visitor without a session cookie never sees an admin page render. It checks only that
 * the cookie exists; the admin layout and every admin route handler verify the session (server/auth/guard.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/admin/login' || pathname.startsWith('/admin/login/')) return NextResponse.next();
  // SITE_URL's default (http://localhost) gives the plain prefix, as in the auth config.
  if (getSessionCookie(request, { cookiePrefix: sessionCookiePrefix(process.env.SITE_URL ?? '') })) return NextResponse.next();
  const login = new URL('/admin/login', request.url);
  login.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
