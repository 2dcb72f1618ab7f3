// Auth test helpers: requests to the /api/auth handler as a browser on SITE_URL would send them.
// A fixed secret keeps tests from writing <DATA_DIR>/auth-secret into the checkout.
process.env.AUTH_SECRET ??= 'integration-test-secret-0123456789abcdefghij';
// Each request comes from its own address unless a test says otherwise, so rate limits stay per test.
process.env.TRUST_PROXY ??= '1';

import { handleAuthRequest } from '@/server/auth/handler';
import { addStaff } from '@/server/auth/staff-accounts';
import { env } from '@/server/env';

export const STAFF = { email: 'staff@test.example', password: 'correct-horse-battery-1' };

export const siteOrigin = () => new URL(env().SITE_URL).origin;

type AuthRequestOptions = { body?: unknown; cookie?: string; origin?: string | null; forwardedFor?: string; method?: string };

export function authRequest(path: string, { body, cookie, origin = siteOrigin(), forwardedFor, method = 'POST' }: AuthRequestOptions = {}) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (origin) headers.set('origin', origin);
  if (cookie) headers.set('cookie', cookie);
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  return new Request(`${env().SITE_URL}/api/auth${path}`, {
    method,
    headers,
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
  });
}

let lastAddress = 0;

/** A fresh documentation-range address (198.18.0.0/15) per call. */
export function freshAddress(): string {
  lastAddress += 1;
  return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

export function signIn(email: string, password: string, options: Omit<AuthRequestOptions, 'body'> = {}) {
  const request = authRequest('/sign-in/email', { forwardedFor: freshAddress(), ...options, body: { email, password } });
  return handleAuthRequest(request);
}

/** `name=value` of the session cookie a response sets (what a browser sends back). */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.status})`);
  return cookie.split(';')[0]!;
}

/** A staff account and a signed-in session cookie for it. */
export async function signedInStaff(): Promise<{ cookie: string }> {
  await addStaff(STAFF);
  const response = await signIn(STAFF.email, STAFF.password);
  return { cookie: sessionCookieOf(response) };
}
