import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { dbEngine } from '../db';
import type { Database } from '../db/schema';

// The marks the roll-ups keep in `app_meta` (docs/decisions/0039): how far the raw events are rolled up, merged and
// compacted, each moved by whichever instance claims it first (rollup.ts, rollup-merge.ts), and the times they name.

export const ROLLED_KEY = 'analytics_rolled_until';

export const hourOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString()).slice(0, 13);
export const minuteOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString()).slice(0, 16);
/** The first instant of an hour (`YYYY-MM-DDTHH`), as events' times are written. */
export const hourStart = (hour: string) => `${hour}:00:00.000Z`;
/** The first instant a roll-up mark names: a minute (`YYYY-MM-DDTHH:MM`) or, as earlier versions wrote it, an hour. */
export const markStart = (mark: string) => (mark.length === 13 ? hourStart(mark) : `${mark}:00.000Z`);

export type Db = Kysely<Database> | Transaction<Database>;

const markQuery = (db: Db, key: string) => db.selectFrom('app_meta').select('value').where('key', '=', key);

/** A mark's value; null before it is first set. */
export async function markValue(db: Db, key: string): Promise<string | null> {
  return (await markQuery(db, key).executeTakeFirst())?.value ?? null;
}

/** The query of the roll-up mark (also sent, compiled, to the SQLite writer thread: sqlite-writer.ts). */
export const rolledUntilQuery = (db: Db) => markQuery(db, ROLLED_KEY);

/** The first minute (an hour, as earlier versions wrote it) whose raw events are not rolled up; null before the first roll-up. */
export async function rolledUntil(db: Db, { lock = false } = {}): Promise<string | null> {
  let query = rolledUntilQuery(db);
  // PostgreSQL: a writer of events waits for a roll-up in progress (and the roll-up for it), so neither misses the
  // other's rows. SQLite has one writer at a time already.
  if (lock && dbEngine() === 'postgres') query = query.forShare();
  return (await query.executeTakeFirst())?.value ?? null;
}

/** Moves a mark from `from` (null: not set yet) to `to`, if it still reads `from`; whether this pass won. */
export async function claim(trx: Transaction<Database>, key: string, from: string | null, to: string): Promise<boolean> {
  if (from !== null) {
    const updated = await trx.updateTable('app_meta').set({ value: to }).where('key', '=', key).where('value', '=', from).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
  }
  const inserted = await trx.insertInto('app_meta').values({ key, value: to }).onConflict((conflict) => conflict.column('key').doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
