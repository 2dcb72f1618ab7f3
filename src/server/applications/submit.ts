import 'server-only';
import { randomUUID } from 'node:crypto';
import { GOALS } from '@/lib/analytics-goals.mjs';
import { cleanAttribution, type Attribution } from '@/lib/attribution';
import { applicationMessages, applicationSchema } from '@/lib/schemas/application';
import { recordServerGoal } from '../analytics/collect';
import { addressKey } from '../auth/client-address';
import { fieldErrors } from '../http/responses';
import { consume, contactLimits } from '../http/rate-limit';
import { spamReasons } from '../leads/spam';
import { logger } from '../logger';
import { privateFileStore } from '../media/storage';
import { privacyTextVersion } from '../queries/public';
import { getPublishedOpening, isOpen } from '../queries/careers';
import { insertApplication } from '../repositories/applications';
import { configuredChannels } from '../outbox/channels';
import { nudgeOutbox } from '../outbox/worker';
import { CV_TYPES, MAX_CV_BYTES, sniffCv, type CvKind } from './cv-file';

// The one path of an application (POST /api/applications, with or without JavaScript): check the fields, the
// opening and the CV's bytes; rate-limit per address as the contact form does; score for spam; keep the CV in the
// private store, then the row with its notifications (a failed row removes the file: nothing half-written stays).
// Spam is kept for review but announced nowhere.

type ApplicationMeta = { ip: string | null; userAgent: string | null; headers?: Headers };
type ApplicationResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 429; message: string; fields?: Record<string, string>; retryAfter?: number };

const applicationServiceMessages = {
  invalid: 'Please correct the highlighted fields.',
  tooMany: 'Too many applications from here. Please try again in a few minutes.',
} as const;

const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The CV's bytes and kind, or the message for its field. */
async function readCv(form: FormData): Promise<{ ok: true; bytes: Buffer; kind: CvKind; name: string } | { ok: false; message: string }> {
  const file = form.get('cv');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: applicationMessages.cv };
  if (file.size > MAX_CV_BYTES) return { ok: false, message: applicationMessages.cvSize };
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffCv(bytes);
  if (!kind) return { ok: false, message: applicationMessages.cvType };
  // The name as sent, without a path or control characters, and with the extension of what the bytes are: a PDF
  // called cv.html is downloaded as cv.pdf, never opened as a page.
  const base = file.name.replace(/[\u0000-\u001f\u007f/\\]/g, '').replace(/\.[^.]*$/, '').trim().slice(0, 100) || 'cv';
  const name = `${base}.${kind}`;
  return { ok: true, bytes, kind, name };
}

/** The visit's campaign, as the page's script sent it (JSON): the allow-listed keys only, or null. */
function attributionOf(form: FormData): Attribution | null {
  try {
    return cleanAttribution(JSON.parse(textOf(form, 'attribution') ?? 'null'));
  } catch {
    return null;
  }
}

export async function submitApplication(form: FormData, meta: ApplicationMeta): Promise<ApplicationResult> {
  const input = Object.fromEntries(['opening', 'name', 'email', 'phone', 'linkedin', 'motivation', 'consent', 'website', 'fillMs'].map((key) => [key, textOf(form, key)]));
  const parsed = applicationSchema.safeParse(input);
  const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const cv = await readCv(form);
  if (!cv.ok) fields.cv = cv.message;
  // The opening must be published and open now; a general application names none.
  const address = parsed.success ? parsed.data.opening : null;
  const opening = address && address !== 'general' ? await getPublishedOpening(address) : null;
  if (address && address !== 'general' && !(opening && isOpen(opening))) fields.opening = applicationMessages.closed;
  if (!parsed.success || !cv.ok || Object.keys(fields).length > 0) return { ok: false, status: 400, message: applicationServiceMessages.invalid, fields };

  const limit = meta.ip ? await consume('applications', contactLimits.perAddress, addressKey(meta.ip)) : await consume('applications-unknown', contactLimits.unknownAddress, 'unknown');
  if (!limit.ok) return { ok: false, status: 429, message: applicationServiceMessages.tooMany, retryAfter: limit.retryAfter };

  const { website, fillMs, consent: _consent, opening: _opening, ...values } = parsed.data;
  const fill = fillMs === undefined ? null : Number(fillMs);
  const reasons = spamReasons({ email: values.email, message: values.motivation, company: '', honeypot: website, fillMs: Number.isFinite(fill) ? fill : null });
  const id = randomUUID();
  const attribution = attributionOf(form);
  const key = `${id}/cv.${cv.kind}`;
  const store = privateFileStore();
  await store.put(key, cv.bytes, CV_TYPES[cv.kind]);
  const now = new Date().toISOString();
  try {
    await insertApplication({
      id,
      opening_id: opening?.id ?? null,
      opening_title: opening?.title ?? null,
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      linkedin: values.linkedin || null,
      motivation: values.motivation,
      cv_key: key,
      cv_name: cv.name,
      cv_size: cv.bytes.length,
      cv_type: CV_TYPES[cv.kind],
      consent_at: now,
      consent_version: await privacyTextVersion(),
      status: reasons.length > 0 ? 'spam' : 'new',
      attribution: attribution ? JSON.stringify(attribution) : null,
      spam_reasons: reasons.length > 0 ? JSON.stringify(reasons) : null,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      owner_id: null,
      created_at: now,
      updated_at: now,
    }, reasons.length > 0 ? [] : configuredChannels('application'));
  } catch (error) {
    await store.remove([key]).catch(() => undefined);
    throw error;
  }
  logger().child({ applicationId: id }).info('New application');
  nudgeOutbox();
  // The visit's goal, counted against its source and landing page (issue 24); spam is not a goal reached.
  if (meta.headers && reasons.length === 0) await recordServerGoal(GOALS.application, meta.headers, { touch: attribution?.first, page: attribution?.page });
  return { ok: true, id };
}
