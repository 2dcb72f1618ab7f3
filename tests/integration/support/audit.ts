import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db';

// The audit entries of staff writes (issue 23): what a test reads back, and a way to make recording fail so that a
// test can prove the change and its entry commit together (a write whose entry cannot be written leaves nothing).

export type StoredEntry = { action: string; entity: string; entityId: string | null; actor: { id: string | null; email: string | null }; changes: Record<string, unknown> | null };

/** Every entry (oldest first), optionally of one entity. */
export async function auditEntries(db: Kysely<Database>, entity?: string): Promise<StoredEntry[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (entity) query = query.where('entity', '=', entity);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ action: row.action, entity: row.entity, entityId: row.entity_id, actor: { id: row.actor_id, email: row.actor_email }, changes: row.changes ? (JSON.parse(row.changes) as Record<string, unknown>) : null }));
}

/** Runs `work` while no entry can be written (the table is renamed away), then puts the table back. */
export async function withAuditBroken<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(db);
  try {
    return await work();
  } finally {
    await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(db);
  }
}
