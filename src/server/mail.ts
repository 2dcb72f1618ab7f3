import 'server-only';
import nodemailer from 'nodemailer';
import type { ContactRequest } from '@/lib/schemas/contact';
import { env } from './env';
import { logger } from './logger';

/** Tells the team about a new contact request: by SMTP when configured, else a log line. Never throws. */
export async function notifyContactRequest(request: ContactRequest): Promise<void> {
  const { SMTP_URL, CONTACT_NOTIFY_TO, CONTACT_EMAIL } = env();
  // Only the id: the visitor's name, address, company and message stay in the database, out of the logs.
  const log = logger().child({ contactRequestId: request.id });
  if (!SMTP_URL || !CONTACT_NOTIFY_TO) {
    log.info('New contact request (no SMTP_URL/CONTACT_NOTIFY_TO: notification only logged)');
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
    log.error({ smtpError: smtpFailure(error) }, 'Contact notification failed; the request is stored');
  }
}

/** What an SMTP failure says about the server, without the message or addresses nodemailer may attach. */
function smtpFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { reason: String(error) };
  const { code, command, responseCode } = error as Error & { code?: string; command?: string; responseCode?: number };
  // `reason`, not `message`: the logger censors nested `message` keys (docs in logger.ts).
  return { type: error.name, reason: error.message, code, command, responseCode };
}
