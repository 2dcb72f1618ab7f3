import 'server-only';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { dayAfter, daysBefore, zonedToday } from '@/lib/site-time';
import { dbEngine, getDb } from '../db';
import { errorReason } from '../db/errors';
import type { Database } from '../db/schema';
import type { AnalyticsEventsTable } from '../db/schema-analytics';
import { siteTimeZone } from '../env';
import { logger } from '../logger';
import { repeatInBackground } from '../repeat';
import { contributionsOf, EVENT_FACTS, type EventFacts } from './contributions';
import { openContributions } from './open-events';

// The roll-ups (docs/decisions/0039): the raw events of each closed UTC hour are counted into the report tables
// (contributions.ts), so a report reads roll-ups and only the raw events of the hours not rolled up yet. Once a day is
// two days past, its hourly rows are compacted into one row per table (the totals stay hourly, for a day's chart): a
// 30-day report reads some 40,000 rows however busy the site was. `app_meta.analytics_rolled_until` is the first hour
// not rolled up (YYYY-MM-DDTHH, UTC); it moves forward in the transaction that writes the hours before it, so two
// instances never roll up an hour twice. An event written after its hour was rolled up (the database was away longer
// than the grace) is counted into the roll-ups as it is written: a report counts every event once, either way.

const ROLLED_KEY = 'analytics_rolled_until';
const COMPACTED_KEY = 'analytics_compacted_through';
/** An hour is rolled up this long after it ends: events wait up to a second in the queue, longer during a retry. */
export const ROLLUP_GRACE_MS = 5 * 60_000;
/** Hours per transaction when catching up (after a restart, or on a database filled by the benchmark). */
const HOURS_PER_PASS = 24;
const HOUR_MS = 3_600_000;

export const hourOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString()).slice(0, 13);
/** The first instant of an hour (`YYYY-MM-DDTHH`), as events' times are written. */
export const hourStart = (hour: string) => `${hour}:00:00.000Z`;
const nextHour = (hour: string, hours = 1) => hourOf(new Date(Date.parse(hourStart(hour)) + hours * HOUR_MS));

type Db = Kysely<Database> | Transaction<Database>;

/** The query of the roll-up mark (also sent, compiled, to the SQLite writer thread: sqlite-writer.ts). */
export const rolledUntilQuery = (db: Db) => db.selectFrom('app_meta').select('value').where('key', '=', ROLLED_KEY);

/** The first hour whose raw events are not rolled up; null before the first roll-up. */
export async function rolledUntil(db: Db, { lock = false } = {}): Promise<string | null> {
  let query = rolledUntilQuery(db);
  // PostgreSQL: a writer of events waits for a roll-up in progress (and the roll-up for it), so neither misses the
  // other's rows. SQLite has one writer at a time already.
  if (lock && dbEngine() === 'postgres') query = query.forShare();
  return (await query.executeTakeFirst())?.value ?? null;
}

const ROLLUP_COLUMNS = ['period', 'day', 'dim', 'value', 'filter', 'visitors', 'pageviews', 'conversions', 'events'] as const;
// Rows per INSERT: nine bound values each.
const ROWS_PER_INSERT = 1000;

type Selection = (query: SelectQueryBuilder<Database, 'analytics_events', object>) => SelectQueryBuilder<Database, 'analytics_events', object>;

/** The raw events `select` picks, as contributions read them. */
export async function eventFacts(db: Db, select: Selection): Promise<EventFacts[]> {
  return (await select(db.selectFrom('analytics_events')).select(EVENT_FACTS).execute()) as EventFacts[];
}

async function insertContributions(trx: Transaction<Database>, select: Selection): Promise<void> {
  const rows = contributionsOf(await eventFacts(trx, select));
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) await trx.insertInto('analytics_rollups').values(rows.slice(at, at + ROWS_PER_INSERT)).execute();
}

/** In the transaction that writes `rows`: those whose hour is already rolled up are counted into the roll-ups. */
export async function rollUpLateEvents(trx: Transaction<Database>, rows: Insertable<AnalyticsEventsTable>[]): Promise<void> {
  const until = await rolledUntil(trx, { lock: true });
  const late = until ? rows.filter((row) => hourOf(row.at) < until).map((row) => row.id) : [];
  for (let at = 0; at < late.length; at += 500) {
    const ids = late.slice(at, at + 500);
    await insertContributions(trx, (query) => query.where('id', 'in', ids));
  }
}

/**
 * Rolls up every hour that ended at least ROLLUP_GRACE_MS ago and is not rolled up yet, then compacts the days two
 * days past; how many hours it rolled up. Safe on several instances: each pass moves the mark from the value it read,
 * or finds it moved and stops.
 */
export async function rollUpClosedHours(now = new Date()): Promise<number> {
  const db = await getDb();
  const last = hourOf(new Date(now.getTime() - ROLLUP_GRACE_MS - HOUR_MS));
  let moved = 0;
  for (;;) {
    const from = (await rolledUntil(db)) ?? (await firstEventHour(db)) ?? hourOf(now);
    if (from > last) break;
    const to = [nextHour(from, HOURS_PER_PASS), nextHour(last)].sort()[0]!;
    const done = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, ROLLED_KEY, from, to))) return false;
      await insertContributions(trx, (query) => query.where('at', '>=', from).where('at', '<', to));
      return true;
    });
    if (!done) break;
    moved += (Date.parse(hourStart(to)) - Date.parse(hourStart(from))) / HOUR_MS;
  }
  await compactPastDays(db, now);
  return moved;
}

/**
 * Each day two or more days past (site zone) whose hours are rolled up: its hourly rows, but the totals, become one row
 * per table, report and value. One day per transaction, claimed as the hours are.
 */
async function compactPastDays(db: Kysely<Database>, now: Date): Promise<void> {
  const through = daysBefore(zonedToday(siteTimeZone(), now), 2);
  const until = await rolledUntil(db);
  if (!until) return;
  for (;;) {
    const done = (await db.selectFrom('app_meta').select('value').where('key', '=', COMPACTED_KEY).executeTakeFirst())?.value ?? null;
    // The next day with hourly rows to compact (none: nothing to do).
    const next = await db
      .selectFrom('analytics_rollups')
      .select('day')
      .where('dim', '!=', 'total')
      .where(sql<number>`length(period)`, '=', 13)
      .$if(done !== null, (query) => query.where('day', '>', done!))
      .where('day', '<=', through)
      .orderBy('day')
      .limit(1)
      .executeTakeFirst();
    // Every hour of the day must be rolled up: in any zone (UTC−12 the latest) it is over by 12:00 UTC the day after.
    if (!next || `${dayAfter(next.day)}T12` >= until) return;
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, COMPACTED_KEY, done, next.day))) return false;
      const hourly = (query: ReturnType<typeof trx.selectFrom<'analytics_rollups'>>) => query.where('day', '=', next.day).where('dim', '!=', 'total').where(sql<number>`length(period)`, '=', 13);
      await trx
        .insertInto('analytics_rollups')
        .columns(ROLLUP_COLUMNS)
        .expression(
          hourly(trx.selectFrom('analytics_rollups'))
            .select(['day as period', 'day', 'dim', 'value', 'filter', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(pageviews)`.as('pageviews'), sql<number>`sum(conversions)`.as('conversions'), sql<number>`sum(events)`.as('events')])
            .groupBy(['day', 'dim', 'value', 'filter']),
        )
        .execute();
      await trx.deleteFrom('analytics_rollups').where((eb) => eb.and([eb('day', '=', next.day), eb('dim', '!=', 'total'), eb(sql<number>`length(period)`, '=', 13)])).execute();
      return true;
    });
    if (!claimed) return;
  }
}

async function firstEventHour(db: Db): Promise<string | null> {
  const first = await db.selectFrom('analytics_events').select('at').orderBy('at').limit(1).executeTakeFirst();
  return first ? hourOf(first.at) : null;
}

/** Moves a mark from `from` (null: not set yet) to `to`, if it still reads `from`; whether this pass won. */
async function claim(trx: Transaction<Database>, key: string, from: string | null, to: string): Promise<boolean> {
  if (from !== null) {
    const updated = await trx.updateTable('app_meta').set({ value: to }).where('key', '=', key).where('value', '=', from).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
  }
  const inserted = await trx.insertInto('app_meta').values({ key, value: to }).onConflict((conflict) => conflict.column('key').doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * SQLite: the open hours' events read into memory, and the unfiltered report's tally made, as soon as the mark has
 * moved, so that no report waits for it (open-events.ts).
 */
async function readOpenHours(): Promise<void> {
  if (dbEngine() !== 'sqlite') return;
  const db = await getDb();
  const until = await rolledUntil(db);
  if (until) await openContributions(db, hourStart(until), 'all', '');
}

/** Every instance rolls up on its own clock (harmless: a pass claims its hours); the first pass soon after start. */
export function startAnalyticsRollups({ everyMs = 60_000, firstAfterMs = 15_000 } = {}): { stop: () => void } {
  const run = () =>
    void rollUpClosedHours()
      .then(readOpenHours)
      .catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Analytics roll-up failed; retrying in a minute'));
  return repeatInBackground(run, { everyMs, firstAfterMs });
}
