import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactRequest } from '@/lib/schemas/contact';
import { resetEnvForTests } from '@/server/env';
import { loggerOptions, setLoggerForTests } from '@/server/logger';
import { notifyContactRequest } from '@/server/mail';

const request: ContactRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jo Lee',
  email: 'jo@acme.example',
  company: 'Acme',
  message: 'We need a cloud cost review.',
  phone: null,
  service: null,
  industry: null,
  status: 'new',
  ownerId: null,
  source: 'direct',
  attribution: null,
  marketingConsent: null,
  spamReasons: [],
  userAgent: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('contact notification log lines', () => {
  afterEach(() => {
    setLoggerForTests(undefined);
    delete process.env.SMTP_URL;
    delete process.env.CONTACT_NOTIFY_TO;
    resetEnvForTests();
  });

  it('say whether notifications were queued, naming the request by its id only (no name, address, company or message)', async () => {
    const lines: string[] = [];
    setLoggerForTests(pino(loggerOptions('info'), new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString('utf8'))) })));
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await notifyContactRequest(request);
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    process.env.CONTACT_NOTIFY_TO = 'team@smarttech.example';
    resetEnvForTests();
    await notifyContactRequest(request);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ contactRequestId: request.id });
      for (const value of [request.name, request.email, request.company, request.message]) expect(line).not.toContain(value);
    }
    expect(JSON.parse(lines[0]!).msg).toMatch(/no notification channel configured/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ channels: ['staff_email'], msg: 'New contact request; notifications queued' });
  });
});
