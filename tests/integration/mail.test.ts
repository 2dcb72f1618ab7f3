import { describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '@/lib/schemas/contact';

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
