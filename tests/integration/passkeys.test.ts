import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import { handleAuthRequest } from '@/server/auth/handler';
import { checkStaffSession } from '@/server/auth/session';
import { listTeam } from '@/server/team/accounts';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { env } from '@/server/env';
import { auditEntries } from './support/audit';
import { authRequest, freshAddress, signedInStaff, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';
import { softPasskey } from './support/soft-passkey';
import { POST as PASSKEY_OPTIONS } from '@/app/api/admin/account/passkey-options/route';
import { POST as COMPLETE_RESET } from '@/app/api/team/password-reset/complete/route';
import { linkToken } from '@/server/team/links';
import { resetStaffPassword } from '@/server/auth/staff-accounts';
import { apiRequest, noParams } from './support/api';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// Passkeys (issue 23): added on the account page with a recent session, a whole sign-in on their own when the device
// checked its owner, refused without that check, for a disabled account, and once removed; each step in the audit log.

const call = (path: string, options: { cookie?: string; body?: unknown; method?: string } = {}) =>
  handleAuthRequest(authRequest(path, { forwardedFor: freshAddress(), method: options.body === undefined ? 'GET' : 'POST', ...options }));
/** `name=value` of each cookie a response sets, joined as a browser would send them back. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
const joined = (...cookies: string[]) => cookies.filter(Boolean).join('; ');

/** Starts adding a passkey as the account page does: the password first (our route), then the plugin's options. */
const startAdding = (cookie: string, password = STAFF.password) => PASSKEY_OPTIONS(apiRequest('/api/admin/account/passkey-options', { method: 'POST', body: { password }, headers: { cookie } }), noParams);

async function register(device: ReturnType<typeof softPasskey>, cookie: string, name: string, { verified = true, extra = {} }: { verified?: boolean; extra?: object } = {}) {
  const options = await startAdding(cookie);
  expect(options.status).toBe(200);
  return call('/passkey/verify-registration', { cookie: joined(cookie, cookiesOf(options)), body: { response: device.register(await options.json(), { verified }), name, ...extra } });
}

async function signInWith(device: ReturnType<typeof softPasskey>, verified = true) {
  const options = await call('/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  return call('/passkey/verify-authentication', { cookie: cookiesOf(options), body: { response: device.assert(await options.json(), { verified }) } });
}

describe.each(engines)('passkeys on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => resetRateLimitsForTests());
  const site = () => new URL(env().SITE_URL);

  it('adds a passkey, signs in with it alone, and records both', async () => {
    const { cookie } = await signedInStaff();
    const device = softPasskey(site().hostname, site().origin);
    // Not without a session, not without the password (asked again, whatever the session's age), and only through
    // the account page's call: the plugin's own start is closed.
    expect((await PASSKEY_OPTIONS(apiRequest('/api/admin/account/passkey-options', { method: 'POST', body: { password: STAFF.password } }), noParams)).status).toBe(401);
    const wrong = await startAdding(cookie, 'not-my-password-at-all');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields.password).toBe('That password is not right.');
    expect((await call('/passkey/generate-register-options', { cookie })).status).toBe(404);
    // Adding one does not start a session of its own.
    expect((await register(device, cookie, 'Work laptop', { extra: { createSession: true } })).status).toBe(400);
    // A name past the account page's 60 characters is refused by the server too.
    expect((await register(device, cookie, 'x'.repeat(61))).status).toBe(400);
    expect((await register(device, cookie, 'Work laptop')).status).toBe(200);
    const listed = (await (await call('/passkey/list-user-passkeys', { cookie })).json()) as Array<{ name: string }>;
    expect(listed.map((passkey) => passkey.name)).toEqual(['Work laptop']);

    const signedIn = await signInWith(device);
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers.getSetCookie().find((value) => value.includes('session_token='))!.split(';')[0]!;
    expect((await checkStaffSession(new Headers({ cookie: session }))).status).toBe('staff');
    // The answer carries no session token (the cookie is HttpOnly; handler.ts takes it out of every JSON answer).
    expect(JSON.stringify(await signedIn.json())).not.toMatch(/"token"/);
    expect((await listTeam()).find((member) => member.email === STAFF.email)?.lastSignInAt).not.toBeNull();

    const entries = await auditEntries(await getDb());
    expect(entries.find((entry) => entry.action === 'passkey-add')).toMatchObject({ entity: 'account', actor: { email: STAFF.email } });
    expect(entries.filter((entry) => entry.action === 'sign-in').at(-1)).toMatchObject({ actor: { email: STAFF.email }, changes: { factor: 'passkey' } });
  });

  it('refuses a passkey made or used without the device checking its owner, a disabled account’s, and a removed one', async () => {
    const { cookie } = await signedInStaff();
    expect((await register(softPasskey(site().hostname, site().origin), cookie, 'Old key', { verified: false })).status).toBe(400);
    const device = softPasskey(site().hostname, site().origin);
    expect((await register(device, cookie, 'Phone')).status).toBe(200);
    expect(((await (await call('/passkey/list-user-passkeys', { cookie })).json()) as unknown[]).length).toBe(1);

    const unverified = await signInWith(device, false);
    expect(unverified.status).toBe(401);
    expect(((await unverified.json()) as { message: string }).message).toMatch(/did not check it was you/);
    expect(unverified.headers.getSetCookie().some((value) => value.includes('session_token='))).toBe(false);
    expect((await auditEntries(await getDb())).at(-1)).toMatchObject({ action: 'sign-in-failed', changes: { step: 'passkey' } });

    // Disabled (as the accounts screen does it: Better Auth's `banned`): no session, with the disabled account's message.
    const member = (await listTeam()).find((candidate) => candidate.email === STAFF.email)!;
    const db = await getDb();
    await db.updateTable('user' as never).set({ banned: true } as never).where('id' as never, '=', member.id as never).execute();
    const disabled = await signInWith(device);
    expect(disabled.status).toBe(403);
    expect(((await disabled.json()) as { message: string }).message).toMatch(/disabled/);
    await db.updateTable('user' as never).set({ banned: false } as never).where('id' as never, '=', member.id as never).execute();

    // Removed: the same device no longer signs in.
    const [stored] = (await (await call('/passkey/list-user-passkeys', { cookie })).json()) as Array<{ id: string }>;
    expect((await call('/passkey/delete-passkey', { cookie, body: { id: stored!.id } })).status).toBe(200);
    expect((await signInWith(device)).status).toBe(401);
    expect((await auditEntries(await getDb())).some((entry) => entry.action === 'passkey-remove')).toBe(true);
  });

  it('a password reset removes the account’s passkeys: one added from a session left open keeps no way in', async () => {
    const { cookie } = await signedInStaff();
    const device = softPasskey(site().hostname, site().origin);
    expect((await register(device, cookie, 'Planted')).status).toBe(200);
    const member = (await listTeam()).find((candidate) => candidate.email === STAFF.email)!;
    const db = await getDb();
    const reset = { id: crypto.randomUUID(), expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
    await db.insertInto('password_resets').values({ id: reset.id, user_id: member.id, email: STAFF.email, created_at: new Date().toISOString(), expires_at: reset.expiresAt }).execute();
    const token = await linkToken('password-reset', reset.id, reset.expiresAt);
    const done = await COMPLETE_RESET(apiRequest('/api/team/password-reset/complete', { method: 'POST', body: { token, password: 'a fresh and long passphrase' }, headers: { 'x-forwarded-for': freshAddress() } }), noParams);
    expect(done.status).toBe(200);
    expect((await signInWith(device)).status).toBe(401);
    expect((await auditEntries(await getDb())).find((entry) => entry.action === 'password-reset')).toMatchObject({ changes: { passkeysRemoved: 1 } });
  });

  it('a reset from the command line removes them too, recorded as the command line’s', async () => {
    const { cookie } = await signedInStaff();
    const device = softPasskey(site().hostname, site().origin);
    expect((await register(device, cookie, 'Planted')).status).toBe(200);
    await resetStaffPassword(STAFF.email, 'another fresh long passphrase');
    expect((await signInWith(device)).status).toBe(401);
    expect((await auditEntries(await getDb())).find((entry) => entry.action === 'password-reset')).toMatchObject({ actor: { id: null, email: null }, changes: { via: 'command line', passkeysRemoved: 1 } });
  });
});
