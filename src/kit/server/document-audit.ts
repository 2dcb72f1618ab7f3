import 'server-only';
import { sql, type Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import { canonical, fieldChanges, recordAudit } from '@/server/repositories/audit-log';
import type { Author } from './table-store';
import { changedTexts } from '../field-text';
import { addressFieldOf, type Kind } from '../define-kind';
import type { Row } from './working-copy';

// What the audit log and the schedule say of a document's writes (issue 23, issue 21): the changes an entry names, the
// author of a scheduled publication, what a publication would make public, and a batch's schedule taken back.

// An audit entry names at most this many changed places: a page rewritten whole says how many more, not each one.
const MAX_CHANGED = 50;
/**
 * What an audit entry says changed between two working copies: each place whose text differs, as the compare screen
 * shows it (`{ 'blocks.1.heading': { label: 'Blocks › 2. Hero › Heading', before, after } }`), and a field whose
 * value changed where no text did (a rich text's formatting or link) with its values. Empty when nothing changed.
 */
export function documentChanges(kind: Pick<Kind, 'fields'>, before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const texts = changedTexts(kind.fields, before, after);
  // Through fieldChanges: the values clipped and a secret's place left out, as every entry's are.
  const values = fieldChanges(Object.fromEntries(texts.map((text) => [text.path, text.before])), Object.fromEntries(texts.map((text) => [text.path, text.after])));
  const out: Record<string, unknown> = {};
  for (const text of texts.slice(0, MAX_CHANGED)) if (values[text.path]) out[text.path] = { label: text.label, ...values[text.path] };
  for (const [key, field] of Object.entries(kind.fields)) {
    // Only a value both copies have: a new or deleted document is said by its texts.
    if (!Object.hasOwn(before, key) || !Object.hasOwn(after, key) || canonical(before[key]) === canonical(after[key])) continue;
    if (texts.some((text) => text.path === key || text.path.startsWith(`${key}.`))) continue;
    const raw = fieldChanges({ [key]: before[key] ?? null }, { [key]: after[key] ?? null })[key];
    if (raw) out[key] = { label: field.label, ...raw };
  }
  if (texts.length > MAX_CHANGED) out.more = texts.length - MAX_CHANGED;
  return out;
}

/** A publication's change of public address (`{ path: { before, after } }`), or nothing when it keeps the live one. */
export function addressChange(kind: Pick<Kind, 'fields'>, row: Row, set: { address?: string | null }): Record<string, unknown> {
  const field = addressFieldOf(kind);
  const live = row.published_at !== null ? row.address : null;
  return field && set.address !== undefined && set.address !== live ? { [field]: { before: live, after: set.address } } : {};
}

/** The author of a publication the schedule watcher makes (nobody acting). */
export const SCHEDULE_AUTHOR: Author = { id: null, name: 'Scheduled publication' };

/** What a publication of the row would make public: its draft, or its values when never published; null when nothing. */
export const pendingOf = (row: Pick<Row, 'draft' | 'data' | 'published_at'>) => row.draft ?? (row.published_at === null ? row.data : null);

/**
 * Takes back the schedule of a batch's documents (any kind; but `except`, whose own write does that), in the caller's
 * transaction: each one still in the batch is unscheduled, its revision moved, with its entry (`actor: null` for the
 * watcher's). The ids it unscheduled (none when another instance got there first).
 */
export async function unscheduleBatch(trx: Transaction<Database>, batch: string, { except, now, actor, changes }: { except?: string; now: string; actor?: null; changes: Record<string, unknown> }): Promise<string[]> {
  let members = trx.selectFrom('documents').select(['id', 'kind', 'publish_at']).where('publish_batch', '=', batch);
  if (except) members = members.where('id', '!=', except);
  const rows = await members.execute();
  if (rows.length === 0) return [];
  await trx.updateTable('documents').set({ publish_at: null, publish_batch: null, revision: sql<number>`revision + 1`, updated_at: now }).where('id', 'in', rows.map((row) => row.id)).execute();
  for (const row of rows) await recordAudit(trx, { action: 'unschedule', entity: row.kind, entityId: row.id, ...(actor === null ? { actor } : {}), changes: { publishAt: row.publish_at, ...changes } });
  return rows.map((row) => row.id);
}
