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

// A regeneration that read the database just before a write committed can store old content after the write's own
// revalidation ran; expiring the same change again this much later catches it (docs/decisions/0012).
export const SETTLE_MS = 2_000;

// On globalThis: set by instrumentation (the server's start), read by route handlers (another bundle).
const holder = globalThis as typeof globalThis & { __smarttechSettleLocally?: (change: PublicContentChange) => Promise<unknown> };
const settling = new Map<string, NodeJS.Timeout>();

/** Called once at start: how this server applies a change to itself later (a signed loopback request). */
export function enableLocalSettle(apply: (change: PublicContentChange) => Promise<unknown>): void {
  holder.__smarttechSettleLocally = apply;
}

/**
 * The second pass of a write made here. With PostgreSQL the listener hears this instance's own notification and
 * settles it; with SQLite (one instance) nobody would, so the writer schedules it. A change made again within the
 * delay moves its one pending pass. Nothing happens outside a started server (tests, scripts).
 */
export function settleLocally(change: PublicContentChange, settleMs = SETTLE_MS): void {
  const apply = holder.__smarttechSettleLocally;
  if (!apply || env().DATABASE_URL) return;
  const key = JSON.stringify(change);
  clearTimeout(settling.get(key));
  const timer = setTimeout(() => {
    settling.delete(key);
    apply(change).catch((error: unknown) => logger().warn({ err: error, change }, 'Could not settle a content change on this instance'));
  }, settleMs);
  timer.unref();
  settling.set(key, timer);
}
