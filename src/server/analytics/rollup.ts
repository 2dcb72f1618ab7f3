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

// The roll-ups (docs/decisions/0039): the raw events are counted into the report tables (contributions.ts) a minute at
// a time, half a minute after the minute ends, so a report reads roll-ups and only the raw events of the last minute
// or two. Rows are labelled by their UTC hour (`period`): a minute's rows join their hour's, and once the hour is over
// they are merged into one row per table, report and value. Once a day is two days past, its hourly rows, but the
// totals, are compacted into one row per table: a 30-day report reads some 40,000 rows however busy the site was.
// `app_meta.analytics_rolled_until` is the first minute not rolled up (YYYY-MM-DDTHH:MM, UTC; an hour, YYYY-MM-DDTHH,
// as earlier versions wrote it, reads the same); it moves forward in the transaction that writes the minutes before it,
// so two instances never roll up a minute twice. An event written after its minute was rolled up (a flush held back by
// an outage) is counted into the roll-ups as it is written: a report counts every event once, either way.

const ROLLED_KEY = 'analytics_rolled_until';
/** The first hour whose minutes' rows are not merged yet (YYYY-MM-DDTHH). */
const MERGED_KEY = 'analytics_merged_until';
const COMPACTED_KEY = 'analytics_compacted_through';
/** A minute is rolled up this long after it ends: events reach the database within a second or two of arriving. */
export const ROLLUP_GRACE_MS = 30_000;
/** Minutes per transaction when catching up (after a restart, or on a database filled by the benchmark): a day. */
const MINUTES_PER_PASS = 24 * 60;
const MINUTE_MS = 60_000;

export const hourOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString()).slice(0, 13);
export const minuteOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString()).slice(0, 16);
/** The first instant of an hour (`YYYY-MM-DDTHH`), as events' times are written. */
export const hourStart = (hour: string) => `${hour}:00:00.000Z`;
/** The first instant a roll-up mark names: a minute (`YYYY-MM-DDTHH:MM`) or, as earlier versions wrote it, an hour. */
export const markStart = (mark: string) => (mark.length === 13 ? hourStart(mark) : `${mark}:00.000Z`);
const minutesAfter = (mark: string, minutes: number) => minuteOf(new Date(Date.parse(markStart(mark)) + minutes * MINUTE_MS));
/** The hour's first minute at or before a mark (a day's pass ends on an hour, so its hours need no merging). */
const hourFloor = (mark: string) => `${mark.slice(0, 13)}:00`;

type Db = Kysely<Database> | Transaction<Database>;

/** The query of the roll-up mark (also sent, compiled, to the SQLite writer thread: sqlite-writer.ts). */
export const rolledUntilQuery = (db: Db) => db.selectFrom('app_meta').select('value').where('key', '=', ROLLED_KEY);

/** The first minute (an hour, as earlier versions wrote it) whose raw events are not rolled up; null before the first roll-up. */
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

/** In the transaction that writes `rows`: those whose minute is already rolled up are counted into the roll-ups. */
export async function rollUpLateEvents(trx: Transaction<Database>, rows: Insertable<AnalyticsEventsTable>[]): Promise<void> {
  const until = await rolledUntil(trx, { lock: true });
  const late = until ? rows.filter((row) => minuteOf(row.at) < until).map((row) => row.id) : [];
  for (let at = 0; at < late.length; at += 500) {
    const ids = late.slice(at, at + 500);
    await insertContributions(trx, (query) => query.where('id', 'in', ids));
  }
}

/**
 * Rolls up every minute that ended at least ROLLUP_GRACE_MS ago and is not rolled up yet, merges the hours that are
 * over, then compacts the days two days past; how many minutes it rolled up. Safe on several instances: each pass
 * moves the mark from the value it read, or finds it moved and stops.
 */
export async function rollUpClosedMinutes(now = new Date()): Promise<number> {
  const db = await getDb();
  const last = minuteOf(new Date(now.getTime() - ROLLUP_GRACE_MS - MINUTE_MS));
  const before = await rolledUntil(db);
  let moved = 0;
  for (;;) {
    const from = (await rolledUntil(db)) ?? (await firstEventMinute(db)) ?? minuteOf(now);
    if (from > last) break;
    const dayLater = minutesAfter(from, MINUTES_PER_PASS);
    const to = [hourFloor(dayLater) > from ? hourFloor(dayLater) : dayLater, minutesAfter(last, 1)].sort()[0]!;
    const done = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, ROLLED_KEY, from, to))) return false;
      await insertContributions(trx, (query) => query.where('at', '>=', markStart(from)).where('at', '<', markStart(to)));
      return true;
    });
    if (!done) break;
    moved += (Date.parse(markStart(to)) - Date.parse(markStart(from))) / MINUTE_MS;
  }
  await mergeClosedHours(db, before);
  await compactPastDays(db, now);
  return moved;
}

/**
 * The hours the mark has passed since the last merge, each in one transaction (claimed as the minutes are): their
 * minutes' rows become one per table, report and value. The first time (nothing merged yet), only the hours rolled up
 * after `startedAt`, the mark before this run: earlier ones were rolled up whole (a day's passes end on the hour).
 */
async function mergeClosedHours(db: Kysely<Database>, startedAt: string | null): Promise<void> {
  const until = await rolledUntil(db);
  if (!until) return;
  const open = hourOf(markStart(until));
  for (;;) {
    const merged = (await db.selectFrom('app_meta').select('value').where('key', '=', MERGED_KEY).executeTakeFirst())?.value ?? null;
    const hour = merged ?? hourOf(markStart(startedAt ?? until));
    if (hour >= open) {
      // Nothing to merge yet: the mark is set where merging starts, so the next hour to close is merged.
      if (merged === null) await db.transaction().execute((trx) => claim(trx, MERGED_KEY, null, hour));
      return;
    }
    const next = hourOf(new Date(Date.parse(hourStart(hour)) + 3_600_000));
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, MERGED_KEY, merged, next))) return false;
      await holdLateWriters(trx);
      await mergeHour(trx, hour);
      return true;
    });
    if (!claimed) return;
  }
}

/**
 * PostgreSQL: a late event's roll-up rows (rollUpLateEvents holds the mark `FOR SHARE`) wait for a merge or compaction
 * in progress, and it for them, so none is deleted without having been summed. SQLite has one writer at a time already.
 */
async function holdLateWriters(trx: Transaction<Database>): Promise<void> {
  if (dbEngine() === 'postgres') await rolledUntilQuery(trx).forUpdate().execute();
}

/** One hour's roll-up rows summed into one per table, report and value (read, deleted and written again). */
async function mergeHour(trx: Transaction<Database>, hour: string): Promise<void> {
  const sums = await trx
    .selectFrom('analytics_rollups')
    .where('period', '=', hour)
    .select(['period', 'day', 'dim', 'value', 'filter', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(pageviews)`.as('pageviews'), sql<number>`sum(conversions)`.as('conversions'), sql<number>`sum(events)`.as('events')])
    .groupBy(['period', 'day', 'dim', 'value', 'filter'])
    .execute();
  await trx.deleteFrom('analytics_rollups').where('period', '=', hour).execute();
  // PostgreSQL sums integers as bigint, read as strings.
  const rows = sums.map((row) => ({ ...row, visitors: Number(row.visitors), pageviews: Number(row.pageviews), conversions: Number(row.conversions), events: Number(row.events) }));
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) await trx.insertInto('analytics_rollups').values(rows.slice(at, at + ROWS_PER_INSERT)).execute();
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
      await holdLateWriters(trx);
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

async function firstEventMinute(db: Db): Promise<string | null> {
  const first = await db.selectFrom('analytics_events').select('at').orderBy('at').limit(1).executeTakeFirst();
  return first ? minuteOf(first.at) : null;
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

/** Every instance rolls up on its own clock (harmless: a pass claims its minutes); the first pass soon after start. */
export function startAnalyticsRollups({ everyMs = 60_000, firstAfterMs = 15_000 } = {}): { stop: () => void } {
  const run = () =>
    void rollUpClosedMinutes().catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Analytics roll-up failed; retrying in a minute'));
  return repeatInBackground(run, { everyMs, firstAfterMs });
}
