import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { getDb } from '@/server/db';
import { activityOf } from '@/server/repositories/lead-activity';
import { retryDelayMs } from '@/server/outbox/backoff';
import { deliveriesOf } from '@/server/outbox/repository';
import { startOutboxWorker } from '@/server/outbox/worker';
import { submitContactRequest } from '@/server/services/contact';
import { engines, useTestDb } from './support/db';
import { startSmtpServer } from './support/smtp';

vi.mock('@/server/http/rate-limit', () => ({ consume: async () => ({ ok: true }), contactLimits: { perAddress: {}, unknownAddress: {} } }));

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const visitor = {
  name: 'Ana Visitor', email: 'ana@client.example', company: 'Client BV', message: 'We would like an AI readiness review.',
  phone: '+31 6 1234 5678', service: 'ai', industry: 'logistics', marketingConsent: true,
  attribution: { first: { utm_source: 'linkedin', utm_campaign: 'q4' }, page: '/contact' },
};
const meta = { ip: '203.0.113.9', userAgent: 'test' };

type Hit = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A real HTTP receiver: answers `failFirst` requests per path with 503, then 200; keeps every request. */
async function startReceiver() {
  const hits: Hit[] = [];
  const state = { failFirst: 0 };
  const served = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      hits.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const count = (served.get(path) ?? 0) + 1;
      served.set(path, count);
      res.statusCode = count <= state.failFirst ? 503 : 200;
      res.end(res.statusCode === 200 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(engines)('notification channels on %s', (engine) => {
  useTestDb(engine);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    receiver = await startReceiver();
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      CONTACT_NOTIFY_TO: 'sales@smarttech.example, founders@smarttech.example',
      CONTACT_AUTO_REPLY: 'true',
      SLACK_WEBHOOK_URL: `${receiver.base}/slack`,
      LEAD_WEBHOOK_URL: `${receiver.base}/crm`,
      LEAD_WEBHOOK_SECRET: SECRET,
    });
    resetEnvForTests();
  });
  afterEach(async () => {
    await smtp.close();
    await receiver.close();
    for (const name of ['SMTP_URL', 'CONTACT_NOTIFY_TO', 'CONTACT_AUTO_REPLY', 'SLACK_WEBHOOK_URL', 'LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET']) delete process.env[name];
    resetEnvForTests();
  });

  it('announces a lead on every configured channel; failing receivers are retried with the same idempotency key and a fresh signature', async () => {
    let clock = new Date();
    const worker = startOutboxWorker({ tickMs: 3_600_000, now: () => clock });
    try {
      receiver.state.failFirst = 2;
      const sent = await submitContactRequest(visitor, meta);
      if (!sent.ok) throw new Error(sent.message);
      const db = await getDb();
      expect((await deliveriesOf(db, { leadId: sent.id })).map((delivery) => delivery.channel).sort()).toEqual(['auto_reply', 'slack', 'staff_email', 'webhook']);

      clock = new Date();
      await worker.tick();
      clock = new Date(clock.getTime() + retryDelayMs(1)!);
      await worker.tick();
      clock = new Date(clock.getTime() + retryDelayMs(2)!);
      await worker.tick();
      const deliveries = await deliveriesOf(db, { leadId: sent.id });
      expect(deliveries.filter((delivery) => delivery.status !== 'sent')).toEqual([]);
      expect(Object.fromEntries(deliveries.map((delivery) => [delivery.channel, delivery.attempts]))).toEqual({ staff_email: 1, auto_reply: 1, slack: 3, webhook: 3 });

      // The staff e-mail goes to every address, with the optional fields, the attribution and a link to the lead.
      const staffMail = smtp.received.find((mail) => mail.to.includes('sales@smarttech.example'))!;
      expect(staffMail.to).toEqual(['sales@smarttech.example', 'founders@smarttech.example']);
      // The body is quoted-printable: soft line breaks and "=3D" for "=".
      const staffText = staffMail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      for (const text of ['+31 6 1234 5678', 'AI-First Services', 'Source: linkedin', 'utm_campaign=q4', `/admin/contact/${sent.id}`]) expect(staffText).toContain(text);
      // The visitor's confirmation, with the booking link.
      const reply = smtp.received.find((mail) => mail.to.includes('ana@client.example'))!;
      expect(reply.raw).toContain('Hi Ana,');
      expect(reply.raw).toMatch(/within 24 hours/);
      expect(reply.idempotencyKey).toBe(`lead-${sent.id}-auto_reply`);

      const crm = receiver.hits.filter((hit) => hit.path === '/crm');
      expect(crm).toHaveLength(3);
      expect(new Set(crm.map((hit) => hit.headers['x-idempotency-key']))).toEqual(new Set([`lead-${sent.id}-webhook`]));
      for (const hit of crm) {
        const timestamp = String(hit.headers['x-smarttech-timestamp']);
        const expected = `v1=${createHmac('sha256', SECRET).update(`${timestamp}.${hit.body}`).digest('hex')}`;
        expect(hit.headers['x-smarttech-signature']).toBe(expected);
      }
      const payload = JSON.parse(crm[2]!.body);
      expect(payload).toMatchObject({ event: 'lead.created', id: `lead-${sent.id}-webhook`, lead: { id: sent.id, email: 'ana@client.example', source: 'linkedin', service: 'ai' } });
      expect(payload.lead.userAgent).toBeUndefined();
      const slack = receiver.hits.filter((hit) => hit.path === '/slack');
      expect(JSON.parse(slack[2]!.body).text).toContain('*New contact request from Ana Visitor* (Client BV)');

      // The timeline shows each attempt: two failures of the webhook, then its delivery.
      const webhookLog = (await activityOf(db, sent.id)).filter((entry) => entry.kind === 'delivery' && entry.detail.channel === 'webhook');
      expect(webhookLog.map((entry) => [entry.detail.status, entry.detail.attempt, entry.detail.error ?? null])).toEqual([
        ['retrying', 1, 'HTTP 503 from the receiver'],
        ['retrying', 2, 'HTTP 503 from the receiver'],
        ['sent', 3, null],
      ]);
    } finally {
      worker.stop();
    }
  });

  it('escapes every visitor field of the Slack message: no mention, link or entity a visitor typed works', async () => {
    const worker = startOutboxWorker({ tickMs: 3_600_000 });
    try {
      const hostile = {
        ...visitor,
        name: 'Eve <!channel>',
        company: '<!here> & Co',
        message: 'Call us <https://evil.example|your invoice> &amp; <!subteam^S1> now',
        attribution: { first: { utm_source: '<!everyone>', utm_campaign: '<https://evil.example|q4>' } },
      };
      const sent = await submitContactRequest(hostile, meta);
      if (!sent.ok) throw new Error(sent.message);
      await worker.tick();
      const text: string = JSON.parse(receiver.hits.find((hit) => hit.path === '/slack')!.body).text;
      // The only markup left is our own link to the lead.
      const markup = text.match(/<[^>]*>/g) ?? [];
      expect(markup).toHaveLength(1);
      expect(markup[0]).toMatch(new RegExp(`^<https?://[^|<>]+/admin/contact/${sent.id}\\|Open it in the inbox>$`));
      for (const shown of ['Eve &lt;!channel&gt;', '&lt;!here&gt; &amp; Co', '&lt;https://evil.example|your invoice&gt; &amp;amp; &lt;!subteam^S1&gt;', 'utm_source=&lt;!everyone&gt;']) {
        expect(text).toContain(shown);
      }
    } finally {
      worker.stop();
    }
  });

  it('needs a secret with the webhook URL: the configuration names what is missing', async () => {
    const { parseEnv } = await import('@/server/env');
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(/LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set/);
    expect(() => parseEnv({ CONTACT_NOTIFY_TO: 'a@x.example, not-an-address' })).toThrow(/CONTACT_NOTIFY_TO/);
  });
});
