import 'server-only';
import nodemailer from 'nodemailer';
import type { ContactRequest } from '@/lib/schemas/contact';
import { env } from './env';
import { logger } from './logger';

/** Tells the team about a new contact request: by SMTP when configured, else a log line. Never throws. */
export async function notifyContactRequest(request: ContactRequest): Promise<void> {
  const { SMTP_URL, CONTACT_NOTIFY_TO, CONTACT_EMAIL } = env();
  const log = logger().child({ contactRequestId: request.id });
  if (!SMTP_URL || !CONTACT_NOTIFY_TO) {
    log.info({ company: request.company }, 'New contact request (no SMTP_URL/CONTACT_NOTIFY_TO: notification only logged)');
    return;
  }
  try {
    const transport = nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({
      from: CONTACT_EMAIL,
      to: CONTACT_NOTIFY_TO,
      replyTo: request.email,
      subject: `New contact request from ${request.name} (${request.company})`,
      text: `${request.name} <${request.email}>\n${request.company}\n\n${request.message}\n\nReceived ${request.createdAt}`,
    });
    log.info('Contact notification sent');
  } catch (error) {
    log.error({ err: error }, 'Contact notification failed; the request is stored');
  }
}
