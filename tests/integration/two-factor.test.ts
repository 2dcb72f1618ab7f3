import { describe, expect, it, vi } from 'vitest';
import { handleAuthRequest } from '@/server/auth/handler';
import { addStaff } from '@/server/auth/staff-accounts';
import { checkStaffSession } from '@/server/auth/session';
import { resetEnvForTests } from '@/server/env';
import { GET as LEADS } from '@/app/api/admin/contact-requests/route';
import { GET as MEDIA } from '@/app/api/admin/media/route';
import { PATCH as RENAME } from '@/app/api/admin/account/route';
import { apiRequest, noParams } from './support/api';
import { totpCode } from '../support/totp';
import { authRequest, freshAddress, signIn, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// Two-factor sign-in (issue 23): turned on with the password, confirmed with a first code from any authenticator app
// (the test computes it as an app does), ten recovery codes shown once; then sign-in asks for a code or a recovery
// code, and wrong codes lock the second step as wrong passwords lock the first.

/** `name=value; …` of every cookie a response sets, for the next request (a browser's jar, in short). */
const cookiesOf = (response: Response, jar = '') => {
  const pairs = new Map(jar.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0]!, pair] as const));
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    if (/=;?$/.test(pair) || /max-age=0/i.test(set)) pairs.delete(pair.split('=')[0]!);
    else pairs.set(pair.split('=')[0]!, pair);
  }
  return [...pairs.values()].join('; ');
};
const post = (path: string, body: unknown, cookie: string) => handleAuthRequest(authRequest(path, { body, cookie, forwardedFor: freshAddress() }));

async function turnOn(cookie: string) {
  const enabled = await post('/two-factor/enable', { password: STAFF.password }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  // Not on until a first code confirms the app has it.
  expect(await staffTwoFactor(cookie)).toBe(false);
  const confirmed = await post('/two-factor/verify-totp', { code: totpCode(totpURI) }, cookie);
  expect(confirmed.status).toBe(200);
  return { totpURI, backupCodes, cookie: cookiesOf(confirmed, cookie) };
}

async function staffTwoFactor(cookie: string): Promise<boolean> {
  const response = await handleAuthRequest(authRequest('/get-session', { method: 'GET', cookie }));
  return Boolean(((await response.json()) as { user?: { twoFactorEnabled?: boolean } } | null)?.user?.twoFactorEnabled);
}

describe.each(engines)('two-factor sign-in on %s', (engine) => {
  useTestDb(engine);

  it('is turned on with a first code; then sign-in needs a code from the app or a recovery code, each recovery code once', async () => {
    await addStaff(STAFF);
    const first = cookiesOf(await signIn(STAFF.email, STAFF.password));
    const { totpURI, backupCodes } = await turnOn(first);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/SmartTech%20staff:staff%40test\.example\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);

    // The password alone makes no session: it asks for the second step.
    const password = await signIn(STAFF.email, STAFF.password);
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(password);
    expect(await checkStaffSession(new Headers({ cookie: pending }))).toEqual({ status: 'none' });
    expect((await post('/two-factor/verify-totp', { code: '000000' }, pending)).status).toBe(401);
    const signedIn = await post('/two-factor/verify-totp', { code: totpCode(totpURI) }, pending);
    expect(signedIn.status).toBe(200);
    expect(await checkStaffSession(new Headers({ cookie: cookiesOf(signedIn) }))).toMatchObject({ status: 'staff' });

    const recovery = cookiesOf(await signIn(STAFF.email, STAFF.password));
    const byCode = await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, recovery);
    expect(byCode.status).toBe(200);
    expect(await checkStaffSession(new Headers({ cookie: cookiesOf(byCode) }))).toMatchObject({ status: 'staff' });
    const reused = cookiesOf(await signIn(STAFF.email, STAFF.password));
    expect((await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, reused)).status).toBe(401);
  });

  it('wrong codes lock the second step: after five, even the right code waits', async () => {
    await addStaff(STAFF);
    const { totpURI } = await turnOn(cookiesOf(await signIn(STAFF.email, STAFF.password)));
    const pending = cookiesOf(await signIn(STAFF.email, STAFF.password));
    for (let i = 0; i < 5; i += 1) expect((await post('/two-factor/verify-totp', { code: '111111' }, pending)).status).toBe(401);
    const locked = await post('/two-factor/verify-totp', { code: totpCode(totpURI) }, pending);
    expect(locked.status).not.toBe(200);
    expect(await checkStaffSession(new Headers({ cookie: cookiesOf(locked, pending) }))).toEqual({ status: 'none' });
  });

  it('REQUIRE_2FA=admin holds an admin without it to their account page: the API answers 403 until it is on', async () => {
    process.env.REQUIRE_2FA = 'admin';
    resetEnvForTests();
    try {
      await addStaff(STAFF);
      await addStaff({ email: 'ed@test.example', password: 'juniper candle orbit path', role: 'editor' });
      const admin = cookiesOf(await signIn(STAFF.email, STAFF.password));
      const editor = cookiesOf(await signIn('ed@test.example', 'juniper candle orbit path'));
      const leads = (cookie: string) => LEADS(apiRequest('/api/admin/contact-requests', { headers: { cookie } }), noParams);
      const refused = await leads(admin);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('two_factor_required');
      // Their own account stays theirs to use; an editor is not asked.
      expect((await RENAME(apiRequest('/api/admin/account', { method: 'PATCH', body: { name: 'Ada Admin' }, headers: { cookie: admin } }), noParams)).status).toBe(200);
      expect((await MEDIA(apiRequest('/api/admin/media', { headers: { cookie: editor } }), noParams)).status).toBe(200);
      const { cookie } = await turnOn(admin);
      expect((await leads(cookie)).status).toBe(200);
    } finally {
      delete process.env.REQUIRE_2FA;
      resetEnvForTests();
    }
  });
});
