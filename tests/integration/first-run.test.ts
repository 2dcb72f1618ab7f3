import { describe, expect, it, vi } from 'vitest';
import { POST as SETUP } from '@/app/api/team/setup/route';
import { getAuth } from '@/server/auth/auth';
import { getDb } from '@/server/db';
import { awaitingFirstAccount, checkSetupToken } from '@/server/team/first-run';
import { apiRequest, json, noParams } from './support/api';
import { freshAddress, signIn } from './support/auth';
import { engines, useTestDb } from './support/db';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The first run in a browser (issue 23): with no account and no ADMIN_EMAIL/ADMIN_PASSWORD, the server's start prints
// a one-time set-up address (the same on every instance); its page makes the first admin, then the link is spent.

const setup = (body: object) => SETUP(apiRequest('/api/team/setup', { method: 'POST', body, headers: { 'x-forwarded-for': freshAddress() } }), noParams);
const ADMIN = { email: 'First@Example.com', name: 'First Admin', password: 'granite meadow lantern vale' };

describe.each(engines)('first run on %s', (engine) => {
  useTestDb(engine);

  it('prints a set-up address at start, whose page makes the first admin once; then the sign-in page has an account', async () => {
    await getAuth();
    const token = (await (await getDb()).selectFrom('app_meta').select('value').where('key', '=', 'setup_token').executeTakeFirstOrThrow()).value;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(await awaitingFirstAccount()).toBe(true);
    expect(await checkSetupToken(token)).toEqual({ ok: true });
    expect((await checkSetupToken(`${token}x`)).ok).toBe(false);

    expect((await json(await setup({ ...ADMIN, token: 'not-the-token' }))).error.message).toMatch(/^This set-up link does not work/);
    expect((await json(await setup({ ...ADMIN, token, password: 'letmein12345' }))).error.fields.password).toMatch(/most common/);
    const made = await setup({ ...ADMIN, token });
    expect(made.status).toBe(201);
    expect((await json(made)).data).toEqual({ email: 'first@example.com' });
    expect(await awaitingFirstAccount()).toBe(false);
    expect((await signIn('first@example.com', ADMIN.password)).status).toBe(200);
    // Spent: the page says set-up is done, and the call makes nothing.
    expect(await checkSetupToken(token)).toEqual({ ok: false, message: 'The staff area is set up: sign in with your account.' });
    const again = await setup({ ...ADMIN, email: 'second@example.com', token });
    expect(again.status).toBe(409);
    const { internalAdapter } = await (await getAuth()).$context;
    expect(await internalAdapter.countTotalUsers()).toBe(1);
    expect((await internalAdapter.findUserByEmail('first@example.com'))?.user).toMatchObject({ role: 'admin', name: 'First Admin' });
  });
});
