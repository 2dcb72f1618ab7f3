// Under an https SITE_URL the session cookie is Secure and __Secure- prefixed. Set before env() is first read.
process.env.SITE_URL = 'https://staff.smarttech.test';

import { describe, expect, it } from 'vitest';
import { STAFF, signIn } from './support/auth';
import { useTestDb } from './support/db';
import { addStaff } from '@/server/auth/staff-accounts';

describe('session cookie under https', () => {
  useTestDb('sqlite');

  it('is Secure, HttpOnly, SameSite=Lax and __Secure- prefixed', async () => {
    await addStaff(STAFF);
    const response = await signIn(STAFF.email, STAFF.password, { origin: 'https://staff.smarttech.test' });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});
