import 'server-only';
import { cleanAttribution, touchFromUrl, type Attribution } from '@/lib/attribution';
import { privacyTextVersion } from '../queries/public';
import { contactSchema } from '@/lib/schemas/contact';
import { fieldErrors } from '../http/responses';
import { consume, contactLimits } from '../http/rate-limit';
import { notifyContactRequest } from '../mail';
import { createContactRequest } from '../repositories/contact-requests';
import { configuredChannels } from '../outbox/channels';
import { addressKey } from '../auth/client-address';
import { spamReasons } from '../leads/spam';
import { env } from '../env';
import { recordServerGoal } from '../analytics/collect';
import { GOALS } from '@/lib/analytics-goals.mjs';

/** `referer`: the page the form was posted from, read when no attribution came (a browser without JavaScript). */
export type ContactMeta = { ip: string | null; userAgent: string | null; referer?: string | null; headers?: Headers };
export type ContactResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 429; message: string; fields?: Record<string, string>; retryAfter?: number };

export const contactServiceMessages = {
  invalid: 'Please correct the highlighted fields.',
  tooMany: 'Too many requests. Please try again in a few minutes.',
} as const;

/**
 * Without JavaScript nothing is kept in the tab, but the browser names the page it posts from: its campaign keys
 * are the touch, and its path the page the form was sent from. Only a page of this site counts.
 */
function attributionFromReferer(referer: string | null | undefined): Attribution | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(env().SITE_URL).origin) return null;
    const touch = touchFromUrl(url);
    return cleanAttribution({ first: touch, last: touch, page: `${url.pathname}${url.search}` });
  } catch {
    return null;
  }
}

const fillTime = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The contact form's one path (server action and POST /api/contact): validate, rate-limit per address, score for
 * spam, store with its queued notifications, then wake the outbox (delivery never fails the request). Attribution
 * and the fill time travel beside the answers and never make a request invalid.
 */
export async function submitContactRequest(input: unknown, meta: ContactMeta): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: contactServiceMessages.invalid, fields: fieldErrors(parsed.error) };

  const limit = meta.ip
    ? await consume('contact', contactLimits.perAddress, addressKey(meta.ip))
    : await consume('contact-unknown', contactLimits.unknownAddress, 'unknown');
  if (!limit.ok) return { ok: false, status: 429, message: contactServiceMessages.tooMany, retryAfter: limit.retryAfter };

  const { website, marketingConsent, ...values } = parsed.data;
  const extra = (input ?? {}) as { attribution?: unknown; fillMs?: unknown };
  const attribution = cleanAttribution(extra.attribution) ?? attributionFromReferer(meta.referer);
  const stored = await createContactRequest(
    {
      ...values,
      marketingConsent: marketingConsent ? { at: new Date().toISOString(), version: await privacyTextVersion() } : null,
      attribution,
      spamReasons: spamReasons({ ...values, honeypot: website, fillMs: fillTime(extra.fillMs) }),
    },
    meta.userAgent,
    configuredChannels('lead'),
  );
  if (stored.status !== 'spam') {
    void notifyContactRequest(stored);
    // The visit's goal, counted against its source and landing page (issue 24).
    if (meta.headers) await recordServerGoal(GOALS.contact, meta.headers, { touch: attribution?.first, page: attribution?.page });
  }
  return { ok: true, id: stored.id };
}
