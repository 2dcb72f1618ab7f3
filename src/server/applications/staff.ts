import 'server-only';
import { z } from '@/lib/schemas/zod';
import { APPLICATION_STATUSES, type Application, type ApplicationRow } from '@/lib/schemas/application';
import { pagingFields, emptyAsUndefined, type Paged } from '@/lib/schemas/paging';
import { idParam } from '@/lib/schemas/fields';
import { formatDateTime } from '@/lib/site-time';
import { applicationsCopy } from '@/content/admin-applications';
import { invalid, missing, parseId, type ServiceResult } from '../services/result';
import { csvLine, UTF8_BOM } from '../services/contact-requests';
import { siteTimeZone } from '../env';
import { privateFileStore } from '../media/storage';
import { cvOfApplication, deleteApplication, eachApplication, getApplication, listApplications, setApplicationStatus } from '../repositories/applications';

// What staff do with applications through the API (issue 22): list them by opening, status and a search; read one
// with the address of its CV (answered only with a staff session); download the CV; export the list; delete one
// with its file.

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

/** One application, its CV named by the staff-only address it is downloaded from. */
export async function findApplication(rawId: unknown): Promise<ServiceResult<Application & { cv: Application['cv'] & { url: string } }>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const found = await getApplication(id.id);
  if (!found) return missing('Application');
  return { ok: true, data: { ...found, cv: { ...found.cv, url: `/api/admin/applications/${found.id}/cv` } } };
}

/** The CV's bytes, type and name, or null for an unknown application (or a file gone). */
export async function cvOf(rawId: unknown): Promise<{ bytes: Buffer; mimeType: string; fileName: string } | null> {
  const id = parseId(rawId);
  if (!id.ok) return null;
  const cv = await cvOfApplication(id.id);
  const bytes = cv ? await privateFileStore().get(cv.key) : null;
  return cv && bytes ? { bytes, mimeType: cv.mimeType, fileName: cv.fileName } : null;
}

/**
 * Deletes an application and its CV: the file first, so a store that fails leaves the application there to delete
 * again (never a CV that nothing names any more).
 */
export async function removeApplication(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const cv = await cvOfApplication(id.id);
  if (!cv) return missing('Application');
  await privateFileStore().remove([cv.key]);
  await deleteApplication(id.id);
  return { ok: true, data: null };
}

const updateSchema = z.object({ status: z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }) }).strict();

/** Moves an application along the hiring steps (new, screening, interview, offer, hired, rejected) or to spam. */
export async function updateApplication(rawId: unknown, body: unknown): Promise<ServiceResult<Application>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const updated = await setApplicationStatus(id.id, parsed.data.status);
  return updated ? { ok: true, data: updated } : missing('Application');
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
