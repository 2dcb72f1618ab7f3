// Under an https SITE_URL the session cookie is Secure and __Host- prefixed. Set before env() is first read.
process.env.SITE_URL = 'https://staff.smarttech.test';

import { describe, expect, it } from 'vitest';
import { STAFF, signIn } from './support/auth';
import { useTestDb } from './support/db';
import { getSessionCookie } from 'better-auth/cookies';
import { addStaff } from '@/server/auth/staff-accounts';
import { authorizeStaffRequest } from '@/server/auth/guard';
import { sessionCookiePrefix } from '@/lib/session-cookie';

describe('session cookie under https', () => {
  useTestDb('sqlite');

  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ without Domain, and it signs staff in', async () => {
    await addStaff(STAFF);
    const response = await signIn(STAFF.email, STAFF.password, { origin: 'https://staff.smarttech.test' });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
    expect(cookie).toMatch(/^__Host-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Domain=/i);
    // The renamed cookie is the one the server reads back: the admin guard accepts it.
    const pair = cookie!.split(';')[0]!;
    expect((await authorizeStaffRequest(new Request('https://staff.smarttech.test/api/admin/testimonials', { headers: { cookie: pair } }))).ok).toBe(true);
    expect(getSessionCookie(new Request('https://staff.smarttech.test/admin', { headers: { cookie: pair } }), { cookiePrefix: sessionCookiePrefix(process.env.SITE_URL!) })).toBeTruthy();
  });
});
