import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF, signIn } from './support/auth';
import { engines, useTestDb } from './support/db';
import { getAuth } from '@/server/auth/auth';
import { setSignInSleepForTests, signInDelayMs } from '@/server/auth/lockout';
import { addStaff } from '@/server/auth/staff-accounts';

const MINUTE = 60_000;
const WRONG = 'wrong-password-00';

describe('signInDelayMs', () => {
  it('waits nothing for two failures, then 250 ms doubling per failure, capped at 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(signInDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  });
});

describe.each(engines)('sign-in lockout window and slow-down on %s', (engine) => {
  const current = useTestDb(engine);
  let waits: number[] = [];
  beforeEach(() => {
    waits = [];
    // Record the slow-down instead of sleeping through it, so this file stays fast.
    setSignInSleepForTests(async (ms) => {
      waits.push(ms);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    setSignInSleepForTests();
  });
  const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });
  const statuses = async (email: string, password: string, count: number) => {
    const result: number[] = [];
    for (let i = 0; i < count; i += 1) result.push((await signIn(email, password)).status);
    return result;
  };
  const rows = async () => (await current().db.selectFrom('auth_lockout').select('email').orderBy('email').execute()).map((r) => r.email);

  it('slows a wrong password and an unknown e-mail alike from the third attempt, then refuses with 429', async () => {
    await addStaff(STAFF);
    expect(await statuses(STAFF.email, WRONG, 5)).toEqual([401, 401, 401, 401, 401]);
    const known = waits;
    waits = [];
    expect(await statuses('nobody@test.example', WRONG, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(known).toEqual([250, 500, 1000]);
    expect(waits).toEqual(known);
    // Locked: refused at once, with no wait to hold a connection open.
    waits = [];
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(429);
    expect(waits).toEqual([]);
  });

  it('slows the right password too once an address has failures, and a success resets the count', async () => {
    await addStaff(STAFF);
    await statuses(STAFF.email, WRONG, 3);
    waits = [];
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
    expect(waits).toEqual([500]);
    waits = [];
    expect(await statuses(STAFF.email, WRONG, 2)).toEqual([401, 401]);
    expect(waits).toEqual([]);
  });

  it('counts only failures within 10 minutes of the first: older ones neither lock nor slow', async () => {
    await addStaff(STAFF);
    const start = Date.now();
    at(start);
    expect(await statuses(STAFF.email, WRONG, 4)).toEqual([401, 401, 401, 401]);
    vi.setSystemTime(start + 10 * MINUTE + 1000);
    waits = [];
    expect(await statuses(STAFF.email, WRONG, 4)).toEqual([401, 401, 401, 401]);
    // The window restarted: counted from one again (with the old four, the first would wait 1 s and the second lock).
    expect(waits).toEqual([250, 500]);
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  });

  it('locks on 5 failures spread within the window (it is not reset by each failure)', async () => {
    await addStaff(STAFF);
    const start = Date.now();
    at(start);
    await statuses(STAFF.email, WRONG, 4);
    vi.setSystemTime(start + 9 * MINUTE);
    expect((await signIn(STAFF.email, WRONG)).status).toBe(401);
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(429);
  });

  it('purges the rows of addresses whose window and lock are over, on the next failure', async () => {
    const start = Date.now();
    at(start);
    await statuses('old@test.example', WRONG, 1);
    await statuses('locked@test.example', WRONG, 5);
    vi.setSystemTime(start + 5 * MINUTE);
    await statuses('recent@test.example', WRONG, 1);
    expect(await rows()).toEqual(['locked@test.example', 'old@test.example', 'recent@test.example']);
    vi.setSystemTime(start + 10 * MINUTE + 1000);
    await statuses('new@test.example', WRONG, 1);
    // old: window over; locked: lock over; recent: still inside its window.
    expect(await rows()).toEqual(['new@test.example', 'recent@test.example']);
  });

  it('counts an attempt before its password check: of 50 parallel wrong passwords at most 5 are checked, the rest get 429', async () => {
    await addStaff(STAFF);
    const { password } = await getAuth().then((auth) => auth.$context);
    const verify = vi.spyOn(password, 'verify');
    try {
      const responses = await Promise.all(Array.from({ length: 50 }, () => signIn(STAFF.email, WRONG)));
      const bodies = await Promise.all(responses.map((response) => response.json()));
      const refused = responses.filter((response) => response.status === 401);
      expect(refused.length).toBeLessThanOrEqual(5);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const [index, response] of responses.entries()) {
        if (response.status === 401) expect(bodies[index].message).toBe('Invalid email or password');
        else {
          expect(response.status).toBe(429);
          expect(bodies[index].message).toMatch(/^Too many attempts, try again in 10 minutes$/);
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        }
      }
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      // Locked now: the right password is refused too, without a password check.
      verify.mockClear();
      const locked = await signIn(STAFF.email, STAFF.password);
      expect(locked.status).toBe(429);
      expect(verify).not.toHaveBeenCalled();
      expect(locked.headers.getSetCookie()).toEqual([]);
    } finally {
      verify.mockRestore();
    }
  }, 60_000);

  it('refuses the attempt after the fifth while earlier ones are still being checked, and lets a success clear it', async () => {
    await addStaff(STAFF);
    const { password } = await getAuth().then((auth) => auth.$context);
    // Hold every password check until the sixth attempt has been answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = password.verify;
    const verify = vi.spyOn(password, 'verify');
    verify.mockImplementation(async (input: Parameters<typeof original>[0]) => {
      await held;
      return original(input);
    });
    try {
      const first = [1, 2, 3, 4].map(() => signIn(STAFF.email, WRONG));
      const right = signIn(STAFF.email, STAFF.password);
      await vi.waitFor(() => expect(verify).toHaveBeenCalledTimes(5));
      const sixth = await signIn(STAFF.email, STAFF.password);
      expect(sixth.status).toBe(429);
      release();
      expect((await Promise.all(first)).map((response) => response.status)).toEqual([401, 401, 401, 401]);
      expect((await right).status).toBe(200);
      // The success cleared the count: the next attempt is checked again.
      expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
    } finally {
      verify.mockRestore();
    }
  });
});
