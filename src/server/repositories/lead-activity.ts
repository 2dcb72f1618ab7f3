import 'server-only';
import { sortableId } from './sortable-id';
import type { Kysely, Transaction } from 'kysely';
import type { LeadActivity } from '@/lib/schemas/contact';
import type { Database } from '../db';

type Writer = Kysely<Database> | Transaction<Database>;

/** Appends one entry to a lead's timeline, in the caller's transaction when it has one. */
export async function recordActivity(
  db: Writer,
  leadId: string,
  kind: LeadActivity['kind'],
  detail: LeadActivity['detail'],
  actorEmail: string | null,
  at: Date,
): Promise<void> {
  await db
    .insertInto('lead_activity')
    .values({ id: sortableId(at), lead_id: leadId, kind, detail: JSON.stringify(detail), actor_email: actorEmail, created_at: at.toISOString() })
    .execute();
}

export async function activityOf(db: Writer, leadId: string): Promise<LeadActivity[]> {
  const rows = await db.selectFrom('lead_activity').selectAll().where('lead_id', '=', leadId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind as LeadActivity['kind'], detail: JSON.parse(row.detail) as LeadActivity['detail'], actorEmail: row.actor_email, createdAt: row.created_at }));
}
