import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF, authRequest, freshAddress, sessionCookieOf, signIn, signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';
import { getAuth } from '@/server/auth/auth';
import { handleAuthRequest } from '@/server/auth/handler';
import { setSignInSleepForTests } from '@/server/auth/lockout';
import { checkStaffSession } from '@/server/auth/session';

const HOUR = 3_600_000;
const MEMBER = { email: 'member@test.example', password: 'member-password-1' };
const NEW_PASSWORD = 'a-new-team-password-2';

// Each from its own address, so Better Auth's per-address limits (3 password changes in 10 s) stay out of the way.
const call = (path: string, options: Parameters<typeof authRequest>[1] = {}) =>
  handleAuthRequest(authRequest(path, { forwardedFor: freshAddress(), ...options }));
const getSession = (cookie: string) => call('/get-session', { cookie, method: 'GET' });
const statusOf = async (cookie: string) => (await checkStaffSession(new Headers({ cookie }))).status;

async function signedInMember(): Promise<string> {
  const auth = await getAuth();
  await auth.api.createUser({ body: { ...MEMBER, name: 'Member', role: 'user' } });
  return sessionCookieOf(await signIn(MEMBER.email, MEMBER.password));
}

describe.each(engines)('Better Auth endpoints on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => setSignInSleepForTests(async () => undefined));
  afterEach(() => {
    vi.useRealTimers();
    setSignInSleepForTests();
  });

  it('answers 404 for every endpoint the product does not use, staff cookie or not', async () => {
    const { cookie } = await signedInStaff();
    const unused: Array<[string, string, unknown?]> = [
      ['POST', '/sign-up/email', { email: 'new@test.example', password: 'a-long-password-1', name: 'New' }],
      ['GET', '/admin/list-users'],
      ['POST', '/admin/set-role', { userId: 'x', role: 'admin' }],
      ['POST', '/admin/create-user', { email: 'new@test.example', password: 'a-long-password-1', name: 'New', role: 'admin' }],
      ['POST', '/admin/impersonate-user', { userId: 'x' }],
      ['POST', '/admin/set-user-password', { userId: 'x', newPassword: 'a-long-password-1' }],
      ['GET', '/list-sessions'],
      ['POST', '/revoke-sessions', {}],
      ['POST', '/update-user', { name: 'x' }],
      ['POST', '/delete-user', {}],
      ['POST', '/request-password-reset', { email: STAFF.email }],
      ['POST', '/reset-password', { newPassword: 'a-long-password-1', token: 'x' }],
      ['POST', '/sign-in/social', { provider: 'github' }],
      ['GET', '/ok'],
      ['GET', '/error'],
      // The used endpoints under another method or spelling.
      ['GET', '/sign-in/email'],
      ['POST', '/get-session', {}],
      ['GET', '/get-session/'],
      ['GET', '/GET-SESSION'],
      ['GET', '/get%2Dsession'],
      ['GET', '//get-session'],
      ['POST', '/sign-in/email/', { email: STAFF.email, password: STAFF.password }],
    ];
    for (const [method, path, body] of unused) {
      const response = await call(path, { cookie, method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
    // Nothing happened: the staff account alone exists, with its password.
    const { internalAdapter } = await (await getAuth()).$context;
    expect(await internalAdapter.countTotalUsers()).toBe(1);
    expect((await getSession(cookie)).status).toBe(200);
  });

  it('lets nobody promote themselves through the admin plugin', async () => {
    const cookie = await signedInMember();
    const { internalAdapter } = await (await getAuth()).$context;
    const member = (await internalAdapter.findUserByEmail(MEMBER.email))!.user;
    expect((await call('/admin/set-role', { cookie, body: { userId: member.id, role: 'admin' } })).status).toBe(404);
    expect((await internalAdapter.findUserByEmail(MEMBER.email))!.user).toMatchObject({ role: 'user' });
  });

  it('get-session applies the idle timeout: a session idle for 12 hours is reported signed out and deleted', async () => {
    const { cookie } = await signedInStaff();
    const session = await (await getSession(cookie)).json();
    expect(session.user.email).toBe(STAFF.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 12 * HOUR + 60_000 });
    expect(await (await getSession(cookie)).json()).toBeNull();
    vi.useRealTimers();
    // Deleted, not only hidden: back in time it stays gone.
    expect(await (await getSession(cookie)).json()).toBeNull();
    expect(await statusOf(cookie)).toBe('none');
  });

  it('get-session counts as use: it keeps the session alive like any staff page', async () => {
    const { cookie } = await signedInStaff();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 11 * HOUR });
    expect((await (await getSession(cookie)).json())?.user.email).toBe(STAFF.email);
    vi.setSystemTime(start + 22 * HOUR);
    expect(await statusOf(cookie)).toBe('staff');
  });

  it('never hands the session token to page scripts: sign-in, get-session and change-password answer without it (issue 20)', async () => {
    await signedInStaff();
    const signedIn = await signIn(STAFF.email, STAFF.password);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);
    const signInBody = await signedIn.text();
    expect(signInBody).not.toContain(token);
    expect(JSON.parse(signInBody)).not.toHaveProperty('token');
    const session = await getSession(cookie);
    const sessionBody = await session.text();
    expect(JSON.parse(sessionBody)).toMatchObject({ user: { email: STAFF.email }, session: { userId: expect.any(String) } });
    expect(JSON.parse(sessionBody).session).not.toHaveProperty('token');
    expect(sessionBody).not.toContain(token);
    const changed = await call('/change-password', { cookie, body: { currentPassword: STAFF.password, newPassword: NEW_PASSWORD, revokeOtherSessions: true } });
    expect(changed.status).toBe(200);
    const changedBody = await changed.text();
    expect(JSON.parse(changedBody)).not.toHaveProperty('token');
    for (const setCookie of changed.headers.getSetCookie()) expect(changedBody).not.toContain(decodeURIComponent(setCookie.split(';')[0]!.split('=')[1]!).split('.')[0]!);
  });

  it('change-password refuses an idle session (401) and one without the staff role (403)', async () => {
    const { cookie } = await signedInStaff();
    const body = { currentPassword: STAFF.password, newPassword: NEW_PASSWORD };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 12 * HOUR + 60_000 });
    expect((await call('/change-password', { cookie, body })).status).toBe(401);
    vi.useRealTimers();
    const member = await signedInMember();
    const refused = await call('/change-password', { cookie: member, body: { currentPassword: MEMBER.password, newPassword: NEW_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'STAFF_ONLY', message: 'Staff access required' });
    // The old passwords still work.
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
    expect((await signIn(MEMBER.email, MEMBER.password)).status).toBe(200);
  });

  it('get-session refuses a signed-in user without the staff role (403); sign-out still ends their session', async () => {
    const member = await signedInMember();
    const refused = await getSession(member);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect(await statusOf(member)).toBe('not-staff');
    expect((await call('/sign-out', { cookie: member, body: {} })).status).toBe(200);
    expect(await statusOf(member)).toBe('none');
  });

  it("Better Auth's server API (the admin plugin's calls included) applies the same rule", async () => {
    const { cookie } = await signedInStaff();
    const auth = await getAuth();
    const headers = new Headers({ cookie });
    expect((await auth.api.listUsers({ headers, query: {} })).users).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 12 * HOUR + 60_000 });
    await expect(auth.api.listUsers({ headers, query: {} })).rejects.toMatchObject({ statusCode: 401 });
    vi.useRealTimers();
    const member = new Headers({ cookie: await signedInMember() });
    await expect(auth.api.listSessions({ headers: member })).rejects.toMatchObject({ statusCode: 403, body: { code: 'STAFF_ONLY' } });
  });

  it('a password change ends the other sessions, whatever the client asks, and keeps the current browser signed in', async () => {
    const { cookie: current } = await signedInStaff();
    const other = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    const changed = await call('/change-password', {
      cookie: current,
      body: { currentPassword: STAFF.password, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    // The other browser is signed out at once.
    expect(await statusOf(other)).toBe('none');
    expect(await (await getSession(other)).json()).toBeNull();
    // This browser goes on with the cookie the answer set (a new session id, as at sign-in).
    const renewed = sessionCookieOf(changed);
    expect(await statusOf(renewed)).toBe('staff');
    expect((await (await getSession(renewed)).json()).user.email).toBe(STAFF.email);
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(401);
    expect((await signIn(STAFF.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a refused password change (wrong current password) ends nothing', async () => {
    const { cookie: current } = await signedInStaff();
    const other = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    const refused = await call('/change-password', { cookie: current, body: { currentPassword: 'not-the-password-1', newPassword: NEW_PASSWORD } });
    expect(refused.status).toBe(400);
    expect(await statusOf(current)).toBe('staff');
    expect(await statusOf(other)).toBe('staff');
  });

  it('a new password is held to the policy: a common one, or one with the account’s own name, is refused by name and ends nothing', async () => {
    const { cookie: current } = await signedInStaff();
    for (const [newPassword, message] of [['qwerty123456', /most common/], ['my-staff-password-9', /e-mail address or your name/]] as const) {
      const refused = await call('/change-password', { cookie: current, body: { currentPassword: STAFF.password, newPassword } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'WEAK_PASSWORD', message: expect.stringMatching(message) });
    }
    expect(await statusOf(current)).toBe('staff');
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  });
});
