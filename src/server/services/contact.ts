import 'server-only';
import { randomUUID } from 'node:crypto';
import { contactSchema } from '@/lib/schemas/contact';
import { fieldErrors } from '../http/responses';
import { consume, contactLimits } from '../http/rate-limit';
import { notifyContactRequest } from '../mail';
import { createContactRequest } from '../repositories/contact-requests';
import { addressKey } from '../auth/client-address';

export type ContactMeta = { ip: string | null; userAgent: string | null };
export type ContactResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 429; message: string; fields?: Record<string, string>; retryAfter?: number };

export const contactServiceMessages = {
  invalid: 'Please correct the highlighted fields.',
  tooMany: 'Too many requests. Please try again in a few minutes.',
} as const;

/**
 * The contact form's one path (server action and POST /api/contact): validate, drop honeypot hits,
 * rate-limit per address, store, then notify (a failed notification never fails the request).
 */
export async function submitContactRequest(input: unknown, meta: ContactMeta): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: contactServiceMessages.invalid, fields: fieldErrors(parsed.error) };

  const { website, ...values } = parsed.data;
  // A filled honeypot is a bot: answer as if it worked, so it learns nothing, and keep nothing.
  if (website && website.trim() !== '') return { ok: true, id: randomUUID() };

  const limit = meta.ip
    ? await consume('contact', contactLimits.perAddress, addressKey(meta.ip))
    : await consume('contact-unknown', contactLimits.unknownAddress, 'unknown');
  if (!limit.ok) return { ok: false, status: 429, message: contactServiceMessages.tooMany, retryAfter: limit.retryAfter };

  const stored = await createContactRequest(values, meta.userAgent);
  void notifyContactRequest(stored);
  return { ok: true, id: stored.id };
}
