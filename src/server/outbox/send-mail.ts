import 'server-only';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { env } from '../env';

/** Sends one e-mail of the outbox through SMTP_URL, under the delivery's idempotency key. */
export async function sendMail(message: SendMailOptions, idempotencyKey: string): Promise<void> {
  const transport = nodemailer.createTransport(env().SMTP_URL!);
  try {
    // The same on every attempt: a mail system (or a person) can drop a second copy.
    await transport.sendMail({ ...message, messageId: `<${idempotencyKey}@smarttech.outbox>`, headers: { 'X-Idempotency-Key': idempotencyKey } });
  } finally {
    transport.close();
  }
}
