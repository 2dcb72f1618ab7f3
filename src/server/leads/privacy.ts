import 'server-only';
import type { LeadDetail } from '@/lib/schemas/contact';
import { z } from '@/lib/schemas/zod';
import { deleteLeadsBefore, eraseLeadsOfEmail, leadsOfEmail } from '../repositories/lead-erasure';
import { env } from '../env';
import { logger } from '../logger';
import { errorReason } from '../db/errors';
import type { ServiceResult } from '../services/result';

const emailParam = z.email({ error: 'Enter the e-mail address to look for' }).max(254);

function parseEmail(value: unknown): ServiceResult<string> {
  const parsed = emailParam.safeParse(typeof value === 'string' ? value.trim() : value);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { email: parsed.error.issues[0]?.message ?? 'Invalid e-mail' } };
}

/** The `email` field of a privacy request's JSON body (anything else is left to the e-mail check). */
export const emailOfRequestBody = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined);

export type PersonalDataExport = { email: string; exportedAt: string; leads: LeadDetail[] };

/** "Find everything for an e-mail address": every lead with its notes, timeline and deliveries. */
export async function exportPersonalData(rawEmail: unknown): Promise<ServiceResult<PersonalDataExport>> {
  const email = parseEmail(rawEmail);
  if (!email.ok) return email;
  return { ok: true, data: { email: email.data, exportedAt: new Date().toISOString(), leads: await leadsOfEmail(email.data) } };
}

/** Erases every lead of an e-mail address, with everything about them; answers how many went. */
export async function erasePersonalData(rawEmail: unknown): Promise<ServiceResult<{ email: string; erased: number }>> {
  const email = parseEmail(rawEmail);
  if (!email.ok) return email;
  const erased = await eraseLeadsOfEmail(email.data);
  logger().info({ erased }, 'Personal data erased on request');
  return { ok: true, data: { email: email.data, erased } };
}

/** The first instant a lead may still be kept: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes leads older than CONTACT_RETENTION_MONTHS; how many went. */
export async function applyRetention(now = new Date()): Promise<number> {
  const deleted = await deleteLeadsBefore(retentionCutoff(now, env().CONTACT_RETENTION_MONTHS));
  if (deleted > 0) logger().info({ deleted, months: env().CONTACT_RETENTION_MONTHS }, 'Leads past their retention deleted');
  return deleted;
}

const DAY_MS = 86_400_000;

/** The daily retention job of each instance (a delete by date: running it on several instances is harmless). */
export function startRetentionJob({ everyMs = DAY_MS, firstAfterMs = 60_000 } = {}): { stop: () => void } {
  const run = () => void applyRetention().catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Retention job failed; retrying tomorrow'));
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
