import 'server-only';
import { sortableId } from './sortable-id';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db';
import { getDb } from '../db';
import type { AuditLogTable } from '../db/schema-team';

// The audit log's rows (docs/decisions/0038): appended by `recordAudit`, in the caller's transaction when it has one,
// read by the audit screen. Nothing here updates or deletes an entry, except the retention's prune.

type Writer = Kysely<Database> | Transaction<Database>;

export type AuditActor = { id: string | null; email: string | null };
export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  /** Who did it; left out, the member whose request this is (`actingAs`), else nobody (the scheduler, a command). */
  actor?: AuditActor | null;
  /** `{ field: { before, after } }` for a change, or what the action carried. Never a password, token or secret. */
  changes?: Record<string, unknown> | null;
};
export type AuditRecord = { id: string; at: string; actor: AuditActor; action: string; entity: string; entityId: string | null; changes: Record<string, unknown> | null };

// The member a staff request acts for, set once by `staffRoute` around its handler: every write the request makes,
// however deep in a service or repository, is recorded with its author without each layer passing it along.
const acting = new AsyncLocalStorage<AuditActor>();

/** Runs `work` as `actor`: the audit entries it writes name them. */
export function actingAs<T>(actor: { id: string; email: string }, work: () => T): T {
  return acting.run({ id: actor.id, email: actor.email }, work);
}

/** The member the current request acts for, or null outside a staff request. */
export function currentActor(): AuditActor | null {
  return acting.getStore() ?? null;
}

// A long value (a rich text body, a motivation) is kept to its start in an entry; the whole stays in the version
// history or the record itself. An entry says what changed, it is not a second copy of the content.
const VALUE_CHARS = 500;
const clipped = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > VALUE_CHARS ? `${value.slice(0, VALUE_CHARS)}…` : value;
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length > VALUE_CHARS ? `${json.slice(0, VALUE_CHARS)}…` : value;
  }
  return value;
};
// Key order alone is no change (a seeded document's JSON and a saved one's list their keys differently).
export const canonical = (value: unknown) => JSON.stringify(value ?? null, (_key, inner: unknown) => (inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

// Never recorded, whatever a record calls them.
const SECRET = /password|secret|token|hash|key$/i;

/**
 * `{ field: { before, after } }` for the fields of `after` whose value differs from `before` (a create: before is
 * null; a delete: after is null, every field of before). Timestamps and revisions are the entry's own; secrets never.
 */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, { before: unknown; after: unknown }> {
  const skip = new Set(['id', 'createdAt', 'updatedAt', 'created_at', 'updated_at', 'revision']);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    if (skip.has(key) || SECRET.test(key)) continue;
    const was = before?.[key];
    const now = after?.[key];
    if (before && after && same(was, now)) continue;
    if (!before && (now === undefined || now === null || now === '')) continue;
    if (!after && (was === undefined || was === null || was === '')) continue;
    out[key] = { before: before ? clipped(was) : null, after: after ? clipped(now) : null };
  }
  return out;
}

/** Appends one entry, in `writer`'s transaction when it is one (so a change and its record commit together). */
export async function recordAudit(writer: Writer, entry: AuditEntry, at = new Date()): Promise<void> {
  const actor = entry.actor === undefined ? currentActor() : entry.actor;
  await writer
    .insertInto('audit_log')
    .values({
      id: sortableId(at),
      at: at.toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email?.toLowerCase() ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
    })
    .execute();
}

/** Appends an entry on its own (a sign-in, an export: there is no other write to share a transaction with). */
export async function audit(entry: AuditEntry): Promise<void> {
  await recordAudit(await getDb(), entry);
}

export type AuditFilter = { actor?: string; entity?: string; action?: string; from?: string; to?: string };

function matching({ actor, entity, action, from, to }: AuditFilter) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) =>
    eb.and([
      ...(actor ? [actor.includes('@') ? eb('actor_email', '=', actor.toLowerCase()) : eb('actor_id', '=', actor)] : []),
      ...(entity ? [eb('entity', '=', entity)] : []),
      ...(action ? [eb('action', '=', action)] : []),
      ...(from ? [eb('at', '>=', from)] : []),
      ...(to ? [eb('at', '<', to)] : []),
    ]);
}

const toRecord = (row: Selectable<AuditLogTable>): AuditRecord => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actor_id, email: row.actor_email },
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  changes: row.changes ? (JSON.parse(row.changes) as Record<string, unknown>) : null,
});

// Counting a million entries on every page costs more than the page: past this many, the total says "at least".
export const COUNT_CAP = 10_000;

/** A page of entries, newest first, and how many match (up to COUNT_CAP, then `totalCapped`). */
export async function listAudit(filter: AuditFilter & { page: number; pageSize: number }): Promise<{ data: AuditRecord[]; total: number; totalCapped: boolean }> {
  const db = await getDb();
  const where = matching(filter);
  const [rows, counted] = await Promise.all([
    db.selectFrom('audit_log').selectAll().where(where).orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    db
      .selectFrom((eb) => eb.selectFrom('audit_log').select('id').where(where).limit(COUNT_CAP + 1).as('capped'))
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.count);
  return { data: rows.map(toRecord), total: Math.min(total, COUNT_CAP), totalCapped: total > COUNT_CAP };
}

/** Every matching entry, newest first, in batches after the last one read (the CSV export). */
export async function* eachAudit(filter: AuditFilter, batchSize = 1000): AsyncGenerator<AuditRecord> {
  const db = await getDb();
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: typeof after = after;
    let select = db.selectFrom('audit_log').selectAll().where(matching(filter));
    if (cursor) select = select.where((eb) => eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)])]));
    const rows = await select.orderBy('at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    for (const row of rows) yield toRecord(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/** The retention's prune: entries older than `cutoff` go (the one delete of this table). */
export async function pruneAuditBefore(cutoff: Date): Promise<number> {
  const result = await (await getDb()).deleteFrom('audit_log').where('at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
