import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { dbEngine, getDb } from '@/server/db';
import { MAX_ATTEMPTS, retryDelayMs } from '@/server/outbox/backoff';
import { claimDue, deliveriesOf, LEASE_MS, retryNow } from '@/server/outbox/repository';
import { startOutboxWorker } from '@/server/outbox/worker';
import { submitContactRequest } from '@/server/services/contact';
import { engines, useTestDb } from './support/db';
import { startSmtpServer } from './support/smtp';

vi.mock('@/server/http/rate-limit', () => ({ consume: async () => ({ ok: true }), contactLimits: { perAddress: {}, unknownAddress: {} } }));

const lead = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@client.example`, company: 'Client BV', message: 'Please call me about a cloud cost review.' });
const meta = { ip: '203.0.113.9', userAgent: 'test' };

describe('retry schedule', () => {
  it('retries first within 30 s, then further apart: at least 8 attempts over at least 24 h', () => {
    expect(retryDelayMs(1)).toBeLessThanOrEqual(30_000);
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)!);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(8);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
  });
});

describe.each(engines)('notification outbox on %s', (engine) => {
  useTestDb(engine);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.CONTACT_NOTIFY_TO = 'sales@smarttech.example';
    resetEnvForTests();
  });
  afterEach(async () => {
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.CONTACT_NOTIFY_TO;
    resetEnvForTests();
  });

  it('queues the staff e-mail with the lead; a refusing server is retried by the backoff until it accepts; the log shows each try', async () => {
    let clock = new Date();
    const worker = startOutboxWorker({ tickMs: 3_600_000, now: () => clock });
    try {
      const sent = await submitContactRequest(lead(1), meta);
      if (!sent.ok) throw new Error(sent.message);
      const db = await getDb();
      // Written with the lead, before any delivery.
      expect(await deliveriesOf(db, { leadId: sent.id })).toMatchObject([{ channel: 'staff_email', status: 'pending', attempts: 0 }]);

      smtp.state.refuse = 2;
      clock = new Date();
      await worker.tick();
      const first = (await deliveriesOf(db, { leadId: sent.id }))[0]!;
      expect(first).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(first.lastError).toMatch(/451/);
      // The first retry is within 30 s, not before.
      clock = new Date(clock.getTime() + 10_000);
      expect(await worker.tick()).toBe(0);
      clock = new Date(clock.getTime() + 20_000);
      expect(await worker.tick()).toBe(0);
      expect((await deliveriesOf(db, { leadId: sent.id }))[0]).toMatchObject({ status: 'pending', attempts: 2 });
      clock = new Date(clock.getTime() + retryDelayMs(2)!);
      expect(await worker.tick()).toBe(1);
      const delivered = (await deliveriesOf(db, { leadId: sent.id }))[0]!;
      expect(delivered).toMatchObject({ status: 'sent', attempts: 3, lastError: null, sentAt: clock.toISOString() });
      expect(smtp.state.refused).toBe(2);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['sales@smarttech.example']);
      expect(mail.idempotencyKey).toBe(`lead-${sent.id}-staff_email`);
      expect(mail.raw).toContain('visitor1@client.example');
      expect(mail.raw).toContain('Please call me about a cloud cost review.');
    } finally {
      worker.stop();
    }
  });

  it('after the last attempt the delivery is failed, and "retry now" sends it at once', async () => {
    let clock = new Date();
    const worker = startOutboxWorker({ tickMs: 3_600_000, now: () => clock });
    try {
      const sent = await submitContactRequest(lead(2), meta);
      if (!sent.ok) throw new Error(sent.message);
      clock = new Date();
      const db = await getDb();
      smtp.state.refuse = MAX_ATTEMPTS;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await worker.tick();
        clock = new Date(clock.getTime() + (retryDelayMs(attempt) ?? 0) + 1);
      }
      expect((await deliveriesOf(db, { leadId: sent.id }))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(await worker.tick()).toBe(0);
      const [delivery] = await deliveriesOf(db, { leadId: sent.id });
      expect(await retryNow(db, delivery!.id, clock)).toBe(true);
      expect(await worker.tick()).toBe(1);
      expect((await deliveriesOf(db, { leadId: sent.id }))[0]).toMatchObject({ status: 'sent', attempts: MAX_ATTEMPTS + 1 });
      expect(await retryNow(db, delivery!.id, clock)).toBe(false);
    } finally {
      worker.stop();
    }
  });

  it('a worker that dies mid-delivery leaves its row to be taken again once its lease passes (at least once)', async () => {
    const sent = await submitContactRequest(lead(3), meta);
    if (!sent.ok) throw new Error(sent.message);
    const db = await getDb();
    const now = new Date();
    // Claimed, then the process is gone before it marks anything.
    expect(await claimDue(db, dbEngine(), now)).toHaveLength(1);
    expect(await claimDue(db, dbEngine(), new Date(now.getTime() + LEASE_MS - 1000))).toHaveLength(0);
    const worker = startOutboxWorker({ tickMs: 3_600_000, now: () => new Date(now.getTime() + LEASE_MS + 1000) });
    try {
      expect(await worker.tick()).toBe(1);
      expect((await deliveriesOf(db, { leadId: sent.id }))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      worker.stop();
    }
  });

  it('workers running at once deliver each row exactly once', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      const sent = await submitContactRequest(lead(10 + n), meta);
      if (sent.ok) ids.push(sent.id);
    }
    const workers = [startOutboxWorker({ tickMs: 3_600_000 }), startOutboxWorker({ tickMs: 3_600_000 }), startOutboxWorker({ tickMs: 3_600_000 })];
    try {
      const counts = await Promise.all(workers.map((w) => w.tick()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
      const keys = smtp.received.map((m) => m.idempotencyKey);
      expect(new Set(keys).size).toBe(12);
      expect(keys).toHaveLength(12);
    } finally {
      for (const w of workers) w.stop();
    }
  });

  it('no channel configured: the lead is stored with no delivery', async () => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
    const sent = await submitContactRequest(lead(4), meta);
    if (!sent.ok) throw new Error(sent.message);
    expect(await deliveriesOf(await getDb(), { leadId: sent.id })).toEqual([]);
  });
});
