import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as ASK } from '@/app/api/team/password-reset/route';
import { POST as COMPLETE } from '@/app/api/team/password-reset/complete/route';
import { addStaff } from '@/server/auth/staff-accounts';
import { checkStaffSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { startOutboxWorker } from '@/server/outbox/worker';
import { apiRequest, json, noParams } from './support/api';
import { freshAddress, sessionCookieOf, signIn, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';
import { startSmtpServer } from './support/smtp';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// "Forgot password?" (issue 23): the same answer for every address; for a staff account an e-mail through the
// outbox (a real SMTP server) with a link that works once, for an hour; the new password ends every session.

const ask = (email: string, client = freshAddress()) => ASK(apiRequest('/api/team/password-reset', { method: 'POST', body: { email }, headers: { 'x-forwarded-for': client } }), noParams);
const complete = (token: string, password: string) => COMPLETE(apiRequest('/api/team/password-reset/complete', { method: 'POST', body: { token, password }, headers: { 'x-forwarded-for': freshAddress() } }), noParams);
const NEW_PASSWORD = 'amber tunnel seventeen kites';

/** Waits until the reset asked for in the background has queued its e-mail (or the time runs out). */
async function queued(count: number): Promise<void> {
  const db = await getDb();
  for (let i = 0; i < 100; i += 1) {
    const rows = await db.selectFrom('outbox').select('id').where('reset_id', 'is not', null).execute();
    if (rows.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no reset e-mail was queued');
}

describe.each(engines)('password reset on %s', (engine) => {
  useTestDb(engine);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    resetRateLimitsForTests();
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnvForTests();
    await addStaff(STAFF);
  });
  afterEach(async () => {
    await smtp.close();
    delete process.env.SMTP_URL;
    resetEnvForTests();
    vi.useRealTimers();
  });

  it('answers every address alike; the account gets a link that works once, ends every session and lifts a lockout', async () => {
    const before = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    // Five wrong passwords lock the address.
    for (let i = 0; i < 5; i += 1) await signIn(STAFF.email, 'not-the-password-1');
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(429);

    const worker = startOutboxWorker({ tickMs: 3_600_000 });
    try {
      const known = await ask(STAFF.email.toUpperCase());
      const unknown = await ask('nobody@example.com');
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect([await known.text(), await unknown.text()]).toEqual(['', '']);
      await queued(1);
      await worker.tick();
    } finally {
      worker.stop();
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([[STAFF.email]]);
    const text = smtp.received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /\/admin\/login\/reset\/(\S+)/.exec(text)![1]!;

    expect((await json(await complete(token, 'qwerty123456'))).error.fields.password).toMatch(/most common/);
    const done = await complete(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect((await json(done)).data).toEqual({ email: STAFF.email });
    expect(await checkStaffSession(new Headers({ cookie: before }))).toEqual({ status: 'none' });
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(401);
    expect((await signIn(STAFF.email, NEW_PASSWORD)).status).toBe(200);
    const again = await complete(token, 'another fine long passphrase');
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toMatch(/^This reset link no longer works/);
  });

  it('a link past its hour says so; a newer one replaces it; asking often is limited per address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    expect((await ask(STAFF.email)).status).toBe(202);
    await queued(1);
    const db = await getDb();
    const first = await db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    const { linkToken } = await import('@/server/team/links');
    const firstToken = await linkToken('password-reset', first.id, first.expires_at);
    expect((await ask(STAFF.email)).status).toBe(202);
    await queued(2);
    expect((await json(await complete(firstToken, NEW_PASSWORD))).error.message).toMatch(/^This reset link no longer works/);
    const second = await db.selectFrom('password_resets').selectAll().where('used_at', 'is', null).executeTakeFirstOrThrow();
    vi.setSystemTime(new Date(Date.now() + 61 * 60_000));
    expect((await json(await complete(await linkToken('password-reset', second.id, second.expires_at), NEW_PASSWORD))).error.message).toMatch(/^This reset link has expired/);
    vi.useRealTimers();
    // A third ask within the hour is fine, the fourth is not, from any client.
    expect((await ask(STAFF.email)).status).toBe(202);
    const limited = await ask(STAFF.email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json(await ask('not an address'))).error.fields.email).toBe('Enter a valid email address');
  });
});
