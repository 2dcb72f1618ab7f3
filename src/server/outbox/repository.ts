import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, DbEngine } from '../db';
import type { OutboxTable } from '../db/schema';
import { retryDelayMs } from './backoff';
import { recordActivity } from '../repositories/lead-activity';
import { recordAudit } from '../repositories/audit-log';

export type OutboxRow = Selectable<OutboxTable>;

/** A delivery as the staff see it on the lead. */
export type Delivery = { id: string; channel: string; status: string; attempts: number; lastError: string | null; sentAt: string | null; nextAttemptAt: string | null };

/** How long a worker owns a row it claimed; past it, the row is due again (its worker died mid-delivery). */
export const LEASE_MS = 60_000;

/** What a notification announces: a lead, or a job application. Its rows leave with it. */
export type OutboxSubject = { leadId: string } | { applicationId: string } | { invitationId: string } | { resetId: string };

const SUBJECT_COLUMNS = { leadId: ['lead_id', 'lead'], applicationId: ['application_id', 'application'], invitationId: ['invitation_id', 'invitation'], resetId: ['reset_id', 'reset'] } as const;

/** The column that names a subject, its id, and the prefix of its idempotency keys. */
function subjectOf(subject: OutboxSubject) {
  const [key, id] = Object.entries(subject)[0] as [keyof typeof SUBJECT_COLUMNS, string];
  const [column, prefix] = SUBJECT_COLUMNS[key];
  return { column, id, prefix };
}

/** Queues one notification per channel, inside the caller's transaction (the one that stores its subject). */
export async function enqueue(trx: Transaction<Database>, subject: OutboxSubject, channels: readonly string[], now: Date): Promise<void> {
  if (channels.length === 0) return;
  const at = now.toISOString();
  const { column, id, prefix } = subjectOf(subject);
  await trx
    .insertInto('outbox')
    .values(channels.map((channel) => ({ id: randomUUID(), lead_id: null, application_id: null, invitation_id: null, reset_id: null, [column]: id, channel, status: 'pending', attempts: 0, next_attempt_at: at, locked_until: null, last_error: null, idempotency_key: `${prefix}-${id}-${channel}`, sent_at: null, created_at: at, updated_at: at })))
    .execute();
}

/**
 * Takes up to `limit` due rows for this worker: pending ones whose time has come, and sending ones whose lease
 * passed. On PostgreSQL `FOR UPDATE SKIP LOCKED` makes concurrent workers take disjoint rows; SQLite has one writer
 * at a time, so the statement alone is enough. The attempt is counted when it is claimed, so a crash mid-delivery
 * still counts.
 */
export async function claimDue(db: Kysely<Database>, engine: DbEngine, now: Date, limit = 10): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const skipLocked = engine === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<OutboxRow>`
    update outbox set status = 'sending', attempts = attempts + 1, locked_until = ${lease}, updated_at = ${at}
    where id in (
      select id from outbox
      where (status = 'pending' and next_attempt_at <= ${at}) or (status = 'sending' and locked_until < ${at})
      order by next_attempt_at, id
      limit ${limit}
      ${skipLocked}
    )
    returning *`.execute(db);
  return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

export async function markSent(db: Kysely<Database>, row: OutboxRow, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('outbox').set({ status: 'sent', sent_at: at, locked_until: null, last_error: null, updated_at: at }).where('id', '=', row.id).execute();
    if (row.lead_id) await recordActivity(trx, row.lead_id, 'delivery', { channel: row.channel, status: 'sent', attempt: row.attempts }, null, now);
  });
}

/** Schedules the next attempt by the backoff, or marks the row failed after the last one. */
export async function markFailed(db: Kysely<Database>, row: OutboxRow, error: string, now: Date): Promise<void> {
  const delay = retryDelayMs(row.attempts);
  const at = now.toISOString();
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay).toISOString();
  const reason = error.slice(0, 500);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox')
      .set({ status: delay === null ? 'failed' : 'pending', next_attempt_at: nextAttemptAt ?? at, locked_until: null, last_error: reason, updated_at: at })
      .where('id', '=', row.id)
      .execute();
    if (row.lead_id) {
      const detail = { channel: row.channel, status: delay === null ? 'failed' : 'retrying', attempt: row.attempts, error: reason, nextAttemptAt };
      await recordActivity(trx, row.lead_id, 'delivery', detail, null, now);
    }
  });
}

/**
 * "Retry now" (staff, on a lead's or an application's delivery): a pending or failed row is due at once (a sent one
 * stays sent), recorded in the audit log in the same transaction; whether there was one.
 */
export async function retryNow(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'failed'])
      .returning(['lead_id', 'application_id', 'channel'])
      .executeTakeFirst();
    if (!row) return false;
    // The entry is the lead's or the application's (the screens retry only theirs); any other row names itself.
    const subject = row.lead_id ? { entity: 'contact-requests', entityId: row.lead_id } : row.application_id ? { entity: 'applications', entityId: row.application_id } : { entity: 'outbox', entityId: id };
    await recordAudit(trx, { action: 'retry', ...subject, changes: { delivery: id, channel: row.channel } });
    return true;
  });
}

/** The deliveries of a lead or an application, in the order they were queued. */
export async function deliveriesOf(db: Kysely<Database>, subject: OutboxSubject): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where(subjectOf(subject).column, '=', subjectOf(subject).id)
    .orderBy('created_at')
    .orderBy('channel')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    sentAt: row.sent_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  }));
}
