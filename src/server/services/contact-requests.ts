import 'server-only';
import { TOUCH_KEYS, type Touch } from '@/lib/attribution';
import { industryTitle, serviceTitle } from '@/lib/leads';
import type { ContactRequest, LeadDetail, LeadNote } from '@/lib/schemas/contact';
import { leadNoteSchema, leadQuerySchema, leadUpdateSchema, type LeadQuery } from '@/lib/schemas/lead';
import { formatDateTime } from '@/lib/site-time';
import { listStaff } from '../auth/staff-accounts';
import type { StaffUser } from '../auth/guard';
import { siteTimeZone } from '../env';
import { addLeadNote, getLeadDetail, updateLead } from '../repositories/contact-requests';
import { deleteContactRequest } from '../repositories/lead-erasure';
import { eachLead, listLeads, type LeadPage } from '../repositories/lead-inbox';
import { getDb } from '../db';
import { retryNow } from '../outbox/repository';
import { nudgeOutbox } from '../outbox/worker';
import { invalid, missing, parseId, type ServiceResult } from './result';

const actorOf = (user: StaffUser) => ({ id: user.id, email: user.email });

/** The inbox's query from a URL's parameters (the list and the CSV export). */
export function parseLeadQuery(params: URLSearchParams): ServiceResult<LeadQuery> {
  const parsed = leadQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? { ok: true, data: parsed.data } : invalid(parsed.error);
}

export async function findLeads(params: URLSearchParams): Promise<ServiceResult<LeadPage>> {
  const query = parseLeadQuery(params);
  if (!query.ok) return query;
  return { ok: true, data: await listLeads(query.data) };
}

export async function findLead(rawId: unknown): Promise<ServiceResult<LeadDetail>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const lead = await getLeadDetail(id.id);
  return lead ? { ok: true, data: lead } : missing('Contact request');
}

/** PATCH: status (`handled` still accepted, as `contacted`) and/or owner, who must be a staff account. */
export async function changeLead(rawId: unknown, body: unknown, user: StaffUser): Promise<ServiceResult<ContactRequest>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = leadUpdateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { ownerId } = parsed.data;
  if (ownerId && !(await listStaff()).some((account) => account.id === ownerId)) {
    return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { ownerId: 'Owner must be a staff account' } };
  }
  const updated = await updateLead(id.id, parsed.data, actorOf(user));
  return updated ? { ok: true, data: updated } : missing('Contact request');
}

export async function noteLead(rawId: unknown, body: unknown, user: StaffUser): Promise<ServiceResult<LeadNote>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = leadNoteSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const note = await addLeadNote(id.id, parsed.data.body, actorOf(user));
  return note ? { ok: true, data: note } : missing('Contact request');
}

/** "Retry now" on one of a lead's deliveries: due at once, and the worker woken. */
export async function retryDelivery(rawId: unknown, rawDeliveryId: unknown): Promise<ServiceResult<LeadDetail>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const deliveryId = parseId(rawDeliveryId);
  if (!deliveryId.ok) return deliveryId.result;
  const lead = await getLeadDetail(id.id);
  if (!lead || !lead.deliveries.some((delivery) => delivery.id === deliveryId.id)) return missing('Delivery');
  if (!(await retryNow(await getDb(), deliveryId.id, new Date()))) {
    return { ok: false, status: 409, code: 'already_sent', message: 'This notification was already delivered' };
  }
  nudgeOutbox();
  return findLead(id.id);
}

export async function removeContactRequest(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  return (await deleteContactRequest(id.id)) ? { ok: true, data: null } : missing('Contact request');
}

const touchColumns = (prefix: string) => TOUCH_KEYS.map((key) => `${prefix} ${key}`);
const header = [
  'Received', 'Received (site time)', 'Status', 'Owner', 'Name', 'Email', 'Company', 'Phone', 'Service', 'Industry', 'Message',
  'Source', ...touchColumns('First'), ...touchColumns('Last'), 'Form page', 'Marketing consent', 'Consent text version', 'Spam reasons', 'User agent',
];

/**
 * Where a spreadsheet may start a cell that reads as a formula (OWASP CSV injection): the field's start, and after
 * every `;`. Dutch or German Excel separates on `;` and honours quotes only at a field's start, so reading this
 * comma-separated file it splits `…back;=2+5;@SUM(A1:A9)` there even inside our quotes. Spaces and quotes before
 * the sign do not stop it either.
 */
const FORMULA_START = /(^|;)(?=[\s"]*[=+\-@]|[\t\r])/g;

/** A cell, made inert for spreadsheets whichever separator they use (`,` or `;`), and quoted per RFC 4180. */
export function csvCell(value: string | null): string {
  const text = (value ?? '').replace(FORMULA_START, "$1'");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// Without a byte-order mark Excel reads a CSV file in the system's legacy code page and garbles "José" or "Łódź".
export const UTF8_BOM = '\uFEFF';
export const csvLine = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
const touchCells = (touch: Touch | undefined) => TOUCH_KEYS.map((key) => touch?.[key] ?? null);

function leadRow(lead: ContactRequest, owners: Map<string, string>, zone: string): (string | null)[] {
  const a = lead.attribution;
  return [
    lead.createdAt, formatDateTime(lead.createdAt, zone), lead.status, lead.ownerId ? (owners.get(lead.ownerId) ?? lead.ownerId) : null,
    lead.name, lead.email, lead.company, lead.phone, serviceTitle(lead.service), industryTitle(lead.industry), lead.message,
    lead.source, ...touchCells(a?.first), ...touchCells(a?.last), a?.page ?? null,
    lead.marketingConsent?.at ?? null, lead.marketingConsent?.version ?? null, lead.spamReasons.join('; ') || null, lead.userAgent,
  ];
}

/** The export: a BOM, a header row, then one row per matching lead, streamed in batches; CRLF line ends. */
export async function leadsCsvStream(query: LeadQuery): Promise<ReadableStream<Uint8Array>> {
  const owners = new Map((await listStaff()).map((account) => [account.id, account.email]));
  const zone = siteTimeZone();
  const encoder = new TextEncoder();
  const leads = eachLead(query);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine(header)));
        return;
      }
      // About a hundred rows per chunk: small enough to start at once, large enough to be cheap.
      let chunk = '';
      for (let i = 0; i < 100; i += 1) {
        const next = await leads.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(leadRow(next.value, owners, zone));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await leads.return(undefined);
    },
  });
}
