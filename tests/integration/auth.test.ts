import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { STAFF, authRequest, signIn, sessionCookieOf, signedInStaff, siteOrigin } from './support/auth';
import { engines, useTestDb } from './support/db';
import { hashEveryTime } from './support/password-memo';
import { handleAuthRequest } from '@/server/auth/handler';
import { setSignInSleepForTests } from '@/server/auth/lockout';
import { checkStaffSession } from '@/server/auth/session';
import { addStaff } from '@/server/auth/staff-accounts';

const LOCKED = /^Too many attempts, try again in 10 minutes$/;

describe.each(engines)('staff sign-in on %s', (engine) => {
  useTestDb(engine);
  // The slow-down after failures is proven in auth-lockout.test.ts; here it would only add seconds.
  beforeEach(() => setSignInSleepForTests(async () => undefined));
  afterEach(() => {
    vi.useRealTimers();
    setSignInSleepForTests();
  });

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    await addStaff(STAFF);
    const response = await signIn(STAFF.email, STAFF.password);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const session = await checkStaffSession(new Headers({ cookie: sessionCookieOf(response) }));
    expect(session).toMatchObject({ status: 'staff', user: { email: STAFF.email, role: 'admin' } });
  });

  it('gives a new session id at every sign-in', async () => {
    await addStaff(STAFF);
    const first = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    const second = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    expect(second).not.toBe(first);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await addStaff(STAFF);
    const wrong = await signIn(STAFF.email, 'not-the-password-1');
    const unknown = await signIn('nobody@test.example', 'not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (both hash)', async () => {
    await addStaff(STAFF);
    // Timed, so no remembered hash: each attempt runs its scrypt (support/password-memo.ts).
    onTestFinished(hashEveryTime());
    const time = async (email: string) => {
      const started = performance.now();
      await signIn(email, 'not-the-password-1');
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const wrong = median([await time(STAFF.email), await time(STAFF.email), await time(STAFF.email)]);
    const unknown = median([await time('a@test.example'), await time('b@test.example'), await time('c@test.example')]);
    // A generous band: the shared CI machine is noisy, but a skipped hash would be ~10x faster.
    expect(unknown / wrong).toBeGreaterThan(0.4);
    expect(unknown / wrong).toBeLessThan(2.5);
  }, 60_000);

  it('refuses sign-up: accounts come only from staff', async () => {
    const response = await handleAuthRequest(
      authRequest('/sign-up/email', { body: { email: 'new@test.example', password: 'a-long-password-1', name: 'New' } }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await signIn('new@test.example', 'a-long-password-1')).status).toBe(401);
  });

  it('refuses a sign-in from a foreign Origin', async () => {
    await addStaff(STAFF);
    const response = await signIn(STAFF.email, STAFF.password, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('locks an account for 10 minutes after 5 failures, even for the right password', async () => {
    await addStaff(STAFF);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(STAFF.email, `wrong-password-${attempt}0`)).status).toBe(401);
    }
    const locked = await signIn(STAFF.email, STAFF.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('600');
    expect((await locked.json()).message).toMatch(LOCKED);
    expect(locked.headers.getSetCookie()).toEqual([]);
    // Another address and another letter case do not get around it.
    expect((await signIn(STAFF.email.toUpperCase(), STAFF.password)).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60_000 });
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(429);
    vi.setSystemTime(Date.now() + 60_000 + 1_000);
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  }, 60_000);

  it('locks an unknown e-mail the same way, so a lockout does not reveal accounts', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn('nobody@test.example', 'wrong-password-00');
    const response = await signIn('nobody@test.example', 'wrong-password-00');
    expect(response.status).toBe(429);
    expect((await response.json()).message).toMatch(LOCKED);
  });

  it('forgets failures after a successful sign-in', async () => {
    await addStaff(STAFF);
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(STAFF.email, 'wrong-password-00');
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(STAFF.email, 'wrong-password-00');
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  }, 60_000);

  it('ends the session on the server at sign-out', async () => {
    const { cookie } = await signedInStaff();
    const response = await handleAuthRequest(authRequest('/sign-out', { cookie, body: {} }));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=;/);
    // The old cookie, replayed, no longer opens a session.
    expect(await checkStaffSession(new Headers({ cookie }))).toEqual({ status: 'none' });
    const session = await handleAuthRequest(authRequest('/get-session', { cookie, method: 'GET', origin: siteOrigin() }));
    expect(await session.json()).toBeNull();
  });
});
