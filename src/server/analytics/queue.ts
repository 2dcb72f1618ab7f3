import 'server-only';
import type { Insertable } from 'kysely';
import type { Kysely } from 'kysely';
import { getDb, sqliteFileOf, type Database } from '../db';
import { markFirsts } from './day-marks';
import { letOthersRun, rowsPerStatement } from './write-pace';
import { rollUpLateEvents } from './rollup';
import { stopSqliteWriter, writeOnWriterThread, writesOnItsThread } from './sqlite-writer';
import type { AnalyticsEventsTable } from '../db/schema-analytics';
import { errorReason } from '../db/errors';
import { logger } from '../logger';

// Events reach the database in batches (docs/decisions/0039): the collecting endpoint answers 202 once an event is in
// this queue, and the queue is written at least every second, or at once past a full batch, in one transaction per
// batch. A graceful stop writes what is left; a crash loses at most the last second's events.

export type EventRow = Insertable<AnalyticsEventsTable>;

const FLUSH_MS = 1000;
const BATCH = 1000;
// While the database is away, events wait here up to this many; past it the oldest are dropped (and logged).
const MAX_WAITING = 100_000;

const holder = globalThis as typeof globalThis & { __smarttechAnalyticsQueue?: { waiting: EventRow[]; flushing: Promise<number> | null; timer: NodeJS.Timeout | null } };
const state = (holder.__smarttechAnalyticsQueue ??= { waiting: [], flushing: null, timer: null });

export function enqueueEvent(row: EventRow): void {
  state.waiting.push(row);
  if (state.waiting.length > MAX_WAITING) {
    const dropped = state.waiting.splice(0, state.waiting.length - MAX_WAITING).length;
    logger().warn({ dropped }, 'Analytics events dropped: the database has not taken them for too long');
  }
  // A full batch is written at once, unless a flush is under way (it starts the next one as it ends).
  if (state.waiting.length >= BATCH) {
    if (!state.flushing) void flushEvents();
  } else flushSoon();
}

/** A flush within FLUSH_MS, unless one is set already. */
function flushSoon(): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    void flushEvents();
  }, FLUSH_MS);
  state.timer.unref();
}

/** Writes one batch in one transaction: on SQLite by its writer thread, else (or for a late batch) here. */
async function write(db: Kysely<Database>, rows: EventRow[]): Promise<void> {
  const file = sqliteFileOf(db);
  if (writesOnItsThread(file) && (await writeOnWriterThread(db, file, rows)) === 'written') return;
  await db.transaction().execute(async (trx) => {
    await markFirsts(trx, rows);
    const size = rowsPerStatement();
    for (let at = 0; at < rows.length; at += size) {
      await letOthersRun();
      await trx.insertInto('analytics_events').values(rows.slice(at, at + size)).execute();
    }
    await rollUpLateEvents(trx, rows);
  });
}

/** Writes every waiting event (one flush at a time); how many were written. A failure puts them back for the next one. */
export async function flushEvents(): Promise<number> {
  // This flush takes what the timer would have: the timer would only start another one, at a moment of its own.
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  if (state.flushing) await state.flushing;
  if (state.waiting.length === 0) return 0;
  const rows = state.waiting.splice(0, state.waiting.length);
  state.flushing = (async () => {
    try {
      const db = await getDb();
      for (let at = 0; at < rows.length; at += BATCH) await write(db, rows.slice(at, at + BATCH));
      return rows.length;
    } catch (error) {
      // Written batches stay written (ids are unique: a repeat would fail, not count twice); the rest waits.
      const written = await countWritten(rows).catch(() => 0);
      state.waiting.unshift(...rows.slice(written));
      logger().warn({ reason: errorReason(error), waiting: state.waiting.length }, 'Analytics events not written yet; retrying');
      flushSoon();
      return 0;
    } finally {
      state.flushing = null;
      if (state.waiting.length >= BATCH && !state.timer) void flushEvents();
    }
  })();
  return state.flushing;
}

/** How many of `rows`, in order, are in the table (whole batches commit or not at all). */
async function countWritten(rows: EventRow[]): Promise<number> {
  const db = await getDb();
  let written = 0;
  for (let at = 0; at < rows.length; at += BATCH) {
    const found = await db.selectFrom('analytics_events').select('id').where('id', '=', rows[at]!.id).executeTakeFirst();
    if (!found) break;
    written = Math.min(rows.length, at + BATCH);
  }
  return written;
}

/** A graceful stop: every waiting event written, then the writer thread's connection closed (before the database's). */
export async function stopEventWriting(): Promise<void> {
  await flushEvents();
  await stopSqliteWriter();
}

/** How many events wait to be written (the benchmark and tests read it). */
export function waitingEvents(): number {
  return state.waiting.length;
}

/** Tests: drop what waits (a test's events must not reach the next test's database). */
export function forgetWaitingEventsForTests(): void {
  state.waiting.length = 0;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
}
