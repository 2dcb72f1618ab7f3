import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { PublicContentChange } from '../cache-tags';
import { getDb } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { CONTENT_CHANNEL, encodeMessage } from './protocol';

/** Sends one change on the content channel; PostgreSQL delivers it to every listening session once committed. */
export async function notifyChange(db: Kysely<unknown>, change: PublicContentChange, { from, channel = CONTENT_CHANNEL }: { from?: string; channel?: string } = {}): Promise<void> {
  await sql`select pg_notify(${channel}, ${encodeMessage(change, from)})`.execute(db);
}

/**
 * Tells the other instances about a committed write. Only with PostgreSQL (one SQLite instance has no one to
 * tell). Never throws and is not awaited: a failure leaves the other instances the 60 s bound.
 */
export function publishChange(change: PublicContentChange): void {
  if (!env().DATABASE_URL) return;
  getDb()
    .then((db) => notifyChange(db as unknown as Kysely<unknown>, change))
    .catch((error: unknown) => logger().warn({ err: error, change }, 'Could not publish a content change to the other instances'));
}
