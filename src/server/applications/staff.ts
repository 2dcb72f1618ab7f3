import 'server-only';
import { z } from '@/lib/schemas/zod';
import { APPLICATION_STATUSES, type Application, type ApplicationDetail, type ApplicationNote, type ApplicationRow } from '@/lib/schemas/application';
import { pagingFields, emptyAsUndefined, type Paged } from '@/lib/schemas/paging';
import { idParam } from '@/lib/schemas/fields';
import { formatDateTime } from '@/lib/site-time';
import { applicationsCopy } from '@/content/admin-applications';
import { invalid, missing, parseId, type ServiceResult } from '../services/result';
import { csvLine, UTF8_BOM } from '../services/contact-requests';
import { siteTimeZone } from '../env';
import { privateFileStore } from '../media/storage';
import { addApplicationNote, cvOfApplication, eachApplication, getApplication, listApplications, notesOfApplication, updateApplicationWork } from '../repositories/applications';
import { recordAudit } from '../repositories/audit-log';
import { listStaff } from '../auth/staff-accounts';
import type { StaffUser } from '../auth/guard';
import { getDb } from '../db';
import { deliveriesOf, retryNow } from '../outbox/repository';
import { nudgeOutbox } from '../outbox/worker';
import { leadNoteSchema } from '@/lib/schemas/lead';
import { eraseApplications } from './erasure';

// What staff do with applications through the API (issue 22): list them by opening, status and a search; read one
// with the address of its CV (answered only with a staff session), its notes and notifications; download the CV;
// move it along, give it an owner, note it; export the list; delete one with its file.

const filterFields = {
  opening: z.preprocess(emptyAsUndefined, z.union([z.literal('general'), idParam]).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` }).optional()),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200, 'q must be at most 200 characters').optional()),
};
const listQuery = z.object({ ...pagingFields(25), ...filterFields });
const exportQuery = z.object(filterFields);

/** The list the inbox shows: the fields of its rows, the page and how many match. */
export async function listApplicationsFrom(params: URLSearchParams): Promise<ServiceResult<Paged<ApplicationRow>>> {
  const parsed = listQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return invalid(parsed.error);
  const { data, total } = await listApplications(parsed.data);
  const rows = data.map(({ id, name, email, opening, status, createdAt }) => ({ id, name, email, opening, status, createdAt }));
  return { ok: true, data: { data: rows, total, page: parsed.data.page, pageSize: parsed.data.pageSize } };
}

/** One application, its CV named by the staff-only address it is downloaded from, its notes and notifications. */
export async function findApplication(rawId: unknown): Promise<ServiceResult<ApplicationDetail>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const found = await getApplication(id.id);
  if (!found) return missing('Application');
  const [notes, deliveries] = await Promise.all([notesOfApplication(id.id), deliveriesOf(await getDb(), { applicationId: id.id })]);
  return { ok: true, data: { ...found, cv: { ...found.cv, url: `/api/admin/applications/${found.id}/cv` }, notes, deliveries } };
}

/** The CV's bytes, type and name, or null for an unknown application (or a file gone). */
export async function cvOf(rawId: unknown): Promise<{ bytes: Buffer; mimeType: string; fileName: string } | null> {
  const id = parseId(rawId);
  if (!id.ok) return null;
  const cv = await cvOfApplication(id.id);
  const bytes = cv ? await privateFileStore().get(cv.key) : null;
  return cv && bytes ? { bytes, mimeType: cv.mimeType, fileName: cv.fileName } : null;
}

/** Deletes an application with its CV, notes and notifications, and its audit entry (src/server/applications/erasure.ts). */
export async function removeApplication(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  // The entry names the application by its id only: nothing of the person stays in the log once it is gone.
  const erased = await eraseApplications({ id: id.id }, async (trx, deleted) => {
    for (const application of deleted) await recordAudit(trx, { action: 'delete', entity: 'applications', entityId: application.id });
  });
  return erased > 0 ? { ok: true, data: null } : missing('Application');
}

/** A staff account id (Better Auth's), or null to clear the owner. */
const ownerId = z.string({ error: 'Owner must be a staff account' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Owner must be a staff account').nullable();
const updateSchema = z
  .object({ status: z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }).optional(), ownerId: ownerId.optional() })
  .strict()
  .refine((value) => value.status !== undefined || value.ownerId !== undefined, { message: 'Send a status or an ownerId', path: ['status'] });

/** Moves an application along the hiring steps (new, screening, interview, offer, hired, rejected) or to spam, and/or gives it an owner. */
export async function updateApplication(rawId: unknown, body: unknown): Promise<ServiceResult<Application>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { ownerId: owner } = parsed.data;
  if (owner && !(await listStaff()).some((account) => account.id === owner)) {
    return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { ownerId: 'Owner must be a staff account' } };
  }
  const updated = await updateApplicationWork(id.id, parsed.data);
  return updated ? { ok: true, data: updated } : missing('Application');
}

/** A staff note on an application (an empty one is refused by name). */
export async function noteApplication(rawId: unknown, body: unknown, user: StaffUser): Promise<ServiceResult<ApplicationNote>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = leadNoteSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const note = await addApplicationNote(id.id, parsed.data.body, { id: user.id, email: user.email });
  return note ? { ok: true, data: note } : missing('Application');
}

/** "Retry now" on an application's notification: due at once, and the worker woken. */
export async function retryApplicationDelivery(rawId: unknown, rawDeliveryId: unknown): Promise<ServiceResult<ApplicationDetail>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const deliveryId = parseId(rawDeliveryId);
  if (!deliveryId.ok) return deliveryId.result;
  const deliveries = await deliveriesOf(await getDb(), { applicationId: id.id });
  if (!deliveries.some((delivery) => delivery.id === deliveryId.id)) return missing('Delivery');
  if (!(await retryNow(await getDb(), deliveryId.id, new Date()))) {
    return { ok: false, status: 409, code: 'already_sent', message: 'This notification was already delivered' };
  }
  nudgeOutbox();
  return findApplication(id.id);
}

const CSV_HEADER = ['Received', 'Received (site time)', 'Status', 'Position', 'Name', 'Email', 'Phone', 'LinkedIn', 'Motivation', 'CV file name', 'CV size (bytes)', 'CV type', 'Consent', 'Consent text version', 'Spam reasons'];

/**
 * The applications the filters match, all of them, as CSV (a BOM, a header row, CRLF, each cell safe for spreadsheets
 * that split on `,` or `;`). Without the files: a CV is only ever downloaded one by one, by staff.
 */
export async function applicationsCsv(params: URLSearchParams): Promise<ServiceResult<string>> {
  const parsed = exportQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return invalid(parsed.error);
  const zone = siteTimeZone();
  let out = UTF8_BOM + csvLine(CSV_HEADER);
  for await (const a of eachApplication(parsed.data)) {
    out += csvLine([a.createdAt, formatDateTime(a.createdAt, zone), a.status, a.opening?.title ?? applicationsCopy.general, a.name, a.email, a.phone, a.linkedin, a.motivation, a.cv.fileName, String(a.cv.size), a.cv.mimeType, a.consent.at, a.consent.version, a.spamReasons.join('; ') || null]);
  }
  return { ok: true, data: out };
}
