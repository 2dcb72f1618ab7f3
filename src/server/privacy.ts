import 'server-only';
import { applyAnalyticsRetention } from './analytics/retention';
import { repeatInBackground } from './repeat';
import type { LeadDetail } from '@/lib/schemas/contact';
import type { Application, ApplicationNote } from '@/lib/schemas/application';
import { eraseApplications } from './applications/erasure';
import { privateFileStore } from './media/storage';
import { pruneAuditBefore, recordAudit } from './repositories/audit-log';
import { applicationsOfEmail, cvOfApplication, notesOfApplication } from './repositories/applications';
import { z } from '@/lib/schemas/zod';
import { deleteLeadsBefore, eraseLeadsOfEmail, leadsOfEmail } from './repositories/lead-erasure';
import { env } from './env';
import { logger } from './logger';
import { errorReason } from './db/errors';
import type { ServiceResult } from './services/result';

const emailParam = z.email({ error: 'Enter the e-mail address to look for' }).max(254);

function parseEmail(value: unknown): ServiceResult<string> {
  const parsed = emailParam.safeParse(typeof value === 'string' ? value.trim() : value);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { email: parsed.error.issues[0]?.message ?? 'Invalid e-mail' } };
}

/** The `email` field of a privacy request's JSON body (anything else is left to the e-mail check). */
export const emailOfRequestBody = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined);

/** An application as its applicant gets it back: every field, the staff notes, and the CV itself (base64). */
export type ApplicationExport = Application & { notes: ApplicationNote[]; cv: Application['cv'] & { contentBase64: string | null } };
export type PersonalDataExport = { email: string; exportedAt: string; leads: LeadDetail[]; applications: ApplicationExport[]; applicationsHeld: number };

async function applicationExport(application: Application): Promise<ApplicationExport> {
  const cv = await cvOfApplication(application.id);
  const [notes, bytes] = await Promise.all([notesOfApplication(application.id), cv ? privateFileStore().get(cv.key) : null]);
  return { ...application, notes, cv: { ...application.cv, contentBase64: bytes ? bytes.toString('base64') : null } };
}

/**
 * "Find everything for an e-mail address": every lead with its notes, timeline and deliveries, and, for a role that
 * sees applications (`withApplications`), every job application with its notes and CV (one at a time: a CV may be
 * 5 MB); for another role the export names how many there are, for an admin or the hiring team to send.
 */
export async function exportPersonalData(rawEmail: unknown, { withApplications }: { withApplications: boolean }): Promise<ServiceResult<PersonalDataExport>> {
  const email = parseEmail(rawEmail);
  if (!email.ok) return email;
  const held = await applicationsOfEmail(email.data);
  const applications: ApplicationExport[] = [];
  if (withApplications) for (const application of held) applications.push(await applicationExport(application));
  return { ok: true, data: { email: email.data, exportedAt: new Date().toISOString(), leads: await leadsOfEmail(email.data), applications, applicationsHeld: held.length } };
}

/** "Find": how many leads and applications an address has, without their contents (no CV is read for a count). */
export async function summarizePersonalData(rawEmail: unknown): Promise<ServiceResult<{ email: string; leads: number; applications: number }>> {
  const email = parseEmail(rawEmail);
  if (!email.ok) return email;
  const [leads, applications] = await Promise.all([leadsOfEmail(email.data), applicationsOfEmail(email.data)]);
  return { ok: true, data: { email: email.data, leads: leads.length, applications: applications.length } };
}

/**
 * Erases every lead of an e-mail address and, for a role that sees applications (`withApplications`), every
 * application with its CV; answers how many of each went, and how many applications are left for an admin or the
 * hiring team to erase. Recorded in the audit log (`privacy-erase`) with those counts, by the member asking.
 */
export async function erasePersonalData(rawEmail: unknown, { withApplications }: { withApplications: boolean }): Promise<ServiceResult<{ email: string; erased: number; applications: number; applicationsLeft: number }>> {
  const email = parseEmail(rawEmail);
  if (!email.ok) return email;
  // The applications first: a store that fails answers 500 before any lead went, and the request can be made again.
  // Each batch's rows commit with an entry of their own (a failure after one batch leaves it recorded).
  const applications = withApplications
    ? await eraseApplications({ email: email.data }, (trx, deleted) => recordAudit(trx, { action: 'privacy-erase', entity: 'personal-data', entityId: email.data, changes: { applications: deleted.length } }))
    : 0;
  const applicationsLeft = withApplications ? 0 : (await applicationsOfEmail(email.data)).length;
  // The request's audit entry commits with the leads' erasure (the applications' rows are gone by then, their CVs
  // with them): an entry that cannot be written undoes the leads' part, and the request answers 500 to be made again.
  const erased = await eraseLeadsOfEmail(email.data, (trx, leads) =>
    recordAudit(trx, { action: 'privacy-erase', entity: 'personal-data', entityId: email.data, changes: { leads: leads.length, applications, applicationsLeft } }),
  );
  logger().info({ erased, applications, applicationsLeft }, 'Personal data erased on request');
  return { ok: true, data: { email: email.data, erased, applications, applicationsLeft } };
}

/**
 * The first instant a record may still be kept: `months` calendar months before `now`, the day clamped to the end of
 * that month (31 August less 6 months is 28 or 29 February, never 3 March, which would delete early).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Deletes leads older than CONTACT_RETENTION_MONTHS; how many went. */
export async function applyRetention(now = new Date()): Promise<number> {
  const deleted = await deleteLeadsBefore(retentionCutoff(now, env().CONTACT_RETENTION_MONTHS));
  if (deleted > 0) logger().info({ deleted, months: env().CONTACT_RETENTION_MONTHS }, 'Leads past their retention deleted');
  return deleted;
}

/** Deletes applications, with their CVs, unchanged for APPLICATION_RETENTION_MONTHS; how many went. */
export async function applyApplicationRetention(now = new Date()): Promise<number> {
  const months = env().APPLICATION_RETENTION_MONTHS;
  const deleted = await eraseApplications({ unchangedSince: retentionCutoff(now, months) });
  if (deleted > 0) logger().info({ deleted, months }, 'Applications past their retention deleted with their CVs');
  return deleted;
}

/** Prunes audit entries older than AUDIT_RETENTION_MONTHS (the one way an entry leaves); how many went. */
export async function applyAuditRetention(now = new Date()): Promise<number> {
  const months = env().AUDIT_RETENTION_MONTHS;
  const pruned = await pruneAuditBefore(retentionCutoff(now, months));
  if (pruned > 0) logger().info({ pruned, months }, 'Audit entries past their retention pruned');
  return pruned;
}

const DAY_MS = 86_400_000;

/** The daily retention job of each instance, leads and applications (deletes by date: several instances are harmless). */
export function startRetentionJob({ everyMs = DAY_MS, firstAfterMs = 60_000 } = {}): { stop: () => void } {
  const run = () => {
    for (const apply of [applyRetention, applyApplicationRetention, applyAuditRetention, applyAnalyticsRetention]) {
      void apply().catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Retention job failed; retrying tomorrow'));
    }
  };
  return repeatInBackground(run, { everyMs, firstAfterMs });
}
