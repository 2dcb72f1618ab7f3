import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF, signIn, sessionCookieOf, signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';

// next/headers and next/navigation need a Next request scope: stand in for them.
const scope = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => scope.headers }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));

const { authorizeStaffRequest, getStaffUser, requireStaffPage } = await import('@/server/auth/guard');
const { getAuth } = await import('@/server/auth/auth');

const HOUR = 3_600_000;
const adminRequest = (cookie?: string) => new Request('http://localhost:3000/api/admin/testimonials', { headers: cookie ? { cookie } : {} });

describe.each(engines)('staff guard on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    scope.headers = new Headers();
  });
  afterEach(() => vi.useRealTimers());

  it('answers 401 with the API error shape without a session cookie', async () => {
    const result = await authorizeStaffRequest(adminRequest());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(401);
    expect(await result.response.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required' } });
  });

  it('answers 401 for a forged or stale cookie', async () => {
    const result = await authorizeStaffRequest(adminRequest('better-auth.session_token=forged.value'));
    expect(result.ok || result.response.status).toBe(401);
  });

  it('answers 403 for a signed-in user without the staff role', async () => {
    const auth = await getAuth();
    await auth.api.createUser({ body: { email: 'member@test.example', password: 'member-password-1', name: 'Member', role: 'user' } });
    const cookie = sessionCookieOf(await signIn('member@test.example', 'member-password-1'));
    const result = await authorizeStaffRequest(adminRequest(cookie));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(403);
    expect((await result.response.json()).error.code).toBe('forbidden');
  });

  it('lets staff through with their id, e-mail, name, role and whether two-factor sign-in is on', async () => {
    const { cookie } = await signedInStaff();
    const result = await authorizeStaffRequest(adminRequest(cookie));
    expect(result).toEqual({ ok: true, user: { id: expect.any(String), email: STAFF.email, name: 'staff', role: 'admin', twoFactorEnabled: false } });
  });

  it('getStaffUser and requireStaffPage read the request cookie; without one the page redirects to sign-in', async () => {
    await expect(getStaffUser()).resolves.toBeNull();
    await expect(requireStaffPage('/admin/resources?tab=article')).rejects.toThrow(
      'NEXT_REDIRECT /admin/login?next=%2Fadmin%2Fresources%3Ftab%3Darticle',
    );
    scope.headers = new Headers({ cookie: (await signedInStaff()).cookie });
    await expect(requireStaffPage('/admin')).resolves.toMatchObject({ email: STAFF.email });
  });

  it('ends a session left idle for more than 12 hours', async () => {
    const { cookie } = await signedInStaff();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 12 * HOUR + 60_000 });
    expect((await authorizeStaffRequest(adminRequest(cookie))).ok).toBe(false);
    // The session row is gone: going back in time does not revive it.
    vi.useRealTimers();
    expect((await authorizeStaffRequest(adminRequest(cookie))).ok).toBe(false);
  });

  it('keeps a session in use alive, but never beyond 7 days after sign-in', async () => {
    const { cookie } = await signedInStaff();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let hours = 11; hours < 7 * 24; hours += 11) {
      vi.setSystemTime(start + hours * HOUR);
      expect((await authorizeStaffRequest(adminRequest(cookie))).ok, `after ${hours} hours`).toBe(true);
    }
    vi.setSystemTime(start + 7 * 24 * HOUR + 60_000);
    expect((await authorizeStaffRequest(adminRequest(cookie))).ok).toBe(false);
  });
});
