import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '@/lib/schemas/contact';
import { resetEnvForTests } from '@/server/env';
import { loggerOptions, setLoggerForTests } from '@/server/logger';

const sendMail = vi.fn();
vi.mock('nodemailer', () => ({ default: { createTransport: vi.fn(() => ({ sendMail })) } }));

const request: ContactRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jo Lee',
  email: 'jo@acme.example',
  company: 'Acme',
  message: 'We need a cloud cost review.',
  status: 'new',
  userAgent: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('contact notification', () => {
  it('sends over SMTP_URL to CONTACT_NOTIFY_TO, replying to the visitor, and never throws when SMTP fails', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    process.env.CONTACT_NOTIFY_TO = 'team@smarttech.example';
    const { notifyContactRequest } = await import('@/server/mail');
    sendMail.mockResolvedValueOnce({});
    await notifyContactRequest(request);
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: 'team@smarttech.example', replyTo: 'jo@acme.example', subject: expect.stringContaining('Jo Lee') }));
    sendMail.mockRejectedValueOnce(new Error('connection refused'));
    await expect(notifyContactRequest(request)).resolves.toBeUndefined();
  });
});

describe('contact notification log lines', () => {
  afterEach(() => {
    setLoggerForTests(undefined);
    delete process.env.SMTP_URL;
    delete process.env.CONTACT_NOTIFY_TO;
    resetEnvForTests();
  });

  it('name the contact request by its id only: no name, address, company or message of the visitor', async () => {
    const lines: string[] = [];
    setLoggerForTests(pino(loggerOptions('info'), new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString('utf8'))) })));
    const { notifyContactRequest } = await import('@/server/mail');
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await notifyContactRequest(request);
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    process.env.CONTACT_NOTIFY_TO = 'team@smarttech.example';
    resetEnvForTests();
    sendMail.mockResolvedValueOnce({});
    await notifyContactRequest(request);
    sendMail.mockRejectedValueOnce(Object.assign(new Error('Message failed: 554 rejected'), { code: 'EMESSAGE', responseCode: 554, command: 'DATA', response: `554 ${request.message} <${request.email}>` }));
    await notifyContactRequest(request);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ contactRequestId: request.id });
      for (const value of [request.name, request.email, request.company, request.message]) expect(line).not.toContain(value);
    }
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: 50, smtpError: { code: 'EMESSAGE', responseCode: 554, reason: 'Message failed: 554 rejected' } });
  });
});
