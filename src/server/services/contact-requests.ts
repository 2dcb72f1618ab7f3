import 'server-only';
import { contactStatusSchema, type ContactRequest } from '@/lib/schemas/contact';
import { deleteContactRequest, updateContactRequestStatus } from '../repositories/contact-requests';
import { invalid, missing, parseId, type ServiceResult } from './result';

export async function setContactRequestStatus(rawId: unknown, body: unknown): Promise<ServiceResult<ContactRequest>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = contactStatusSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const updated = await updateContactRequestStatus(id.id, parsed.data.status);
  return updated ? { ok: true, data: updated } : missing('Contact request');
}

export async function removeContactRequest(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  return (await deleteContactRequest(id.id)) ? { ok: true, data: null } : missing('Contact request');
}

const header = ['Received', 'Status', 'Name', 'Email', 'Company', 'Message', 'User agent'];

/** A cell, made inert for spreadsheets (OWASP CSV injection) and quoted per RFC 4180. */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// Without a byte-order mark Excel reads a CSV file in the system's legacy code page and garbles "José" or "Łódź".
export const UTF8_BOM = '\uFEFF';

/** The export file: a BOM, a header row, then one row per request in the order given, CRLF line ends. */
export function contactRequestsCsv(requests: ContactRequest[]): string {
  const rows = requests.map((r) => [r.createdAt, r.status, r.name, r.email, r.company, r.message, r.userAgent]);
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
