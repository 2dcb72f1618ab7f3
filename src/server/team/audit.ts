import 'server-only';
import { z } from '@/lib/schemas/zod';
import { emptyAsUndefined, pagingFields, type Paged } from '@/lib/schemas/paging';
import { dayAfter, formatDateTime, zonedMidnightToUtc } from '@/lib/site-time';
import { isDay } from '@/kit/field-formats';
import { siteTimeZone } from '../env';
import { eachAudit, listAudit, type AuditRecord } from '../repositories/audit-log';
import { csvLine, UTF8_BOM } from '../services/contact-requests';
import { invalid, type ServiceResult } from '../services/result';

// The audit screen's calls (issue 23): `GET /api/admin/audit?actor=&entity=&action=&from=&to=&page=&pageSize=` and
// its CSV. `actor` is an e-mail address or an account id; `from` and `to` are days (YYYY-MM-DD, `to` included) or
// instants. There is no call that changes or deletes an entry.

const text = (max: number) => z.preprocess(emptyAsUndefined, z.string().trim().max(max).optional());
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A day (YYYY-MM-DD) is one of the site's zone, as the screen shows times: `from` its 00:00, `to` the 00:00 after it
// (the whole day included). A real calendar day only (2026-02-30 is refused, not read as 2 March).
const instant = (label: string, endOfDay: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => (DAY.test(value) ? isDay(value) : !Number.isNaN(Date.parse(value))), `${label} must be a date (YYYY-MM-DD) or a time`)
      .transform((value) => (DAY.test(value) ? zonedMidnightToUtc(endOfDay ? dayAfter(value) : value, siteTimeZone()) : new Date(value).toISOString()))
      .optional(),
  );
const filterFields = { actor: text(254), entity: text(60), action: text(60), from: instant('from', false), to: instant('to', true) };
const listQuery = z.object({ ...pagingFields(50), ...filterFields });
const exportQuery = z.object(filterFields);

export type AuditPage = Paged<AuditRecord> & { totalCapped: boolean };

export async function auditPage(params: URLSearchParams): Promise<ServiceResult<AuditPage>> {
  const parsed = listQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return invalid(parsed.error);
  const { data, total, totalCapped } = await listAudit(parsed.data);
  return { ok: true, data: { data, total, totalCapped, page: parsed.data.page, pageSize: parsed.data.pageSize } };
}

const CSV_HEADER = ['Time', 'Time (site zone)', 'Actor e-mail', 'Actor id', 'Action', 'Entity', 'Entity id', 'Changes'];

/** Every matching entry as CSV, newest first (cells inert in spreadsheets, as the other exports). */
export async function auditCsv(params: URLSearchParams): Promise<ServiceResult<string>> {
  const parsed = exportQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return invalid(parsed.error);
  const zone = siteTimeZone();
  let out = UTF8_BOM + csvLine(CSV_HEADER);
  for await (const entry of eachAudit(parsed.data)) {
    out += csvLine([entry.at, formatDateTime(entry.at, zone), entry.actor.email, entry.actor.id, entry.action, entry.entity, entry.entityId, entry.changes ? JSON.stringify(entry.changes) : null]);
  }
  return { ok: true, data: out };
}
