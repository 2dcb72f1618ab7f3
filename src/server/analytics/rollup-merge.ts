import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import { dayAfter, daysBefore, zonedToday } from '@/lib/site-time';
import { dbEngine } from '../db';
import type { Database } from '../db/schema';
import { siteTimeZone } from '../env';
import { claim, hourOf, hourStart, markStart, markValue, rolledUntil, rolledUntilQuery } from './rollup-marks';

// The roll-up rows made fewer once their time is over (docs/decisions/0039): an hour's minute-by-minute rows merged
// into one per table, report and value once the hour is rolled up whole; a day's hourly rows, but the totals, compacted
// into one per table once the day is two days past. Each step claimed by moving its mark, as the roll-ups are.

/** The first hour whose minutes' rows are not merged yet (YYYY-MM-DDTHH). */
const MERGED_KEY = 'analytics_merged_until';
const COMPACTED_KEY = 'analytics_compacted_through';

const ROLLUP_COLUMNS = ['period', 'day', 'dim', 'value', 'filter', 'visitors', 'pageviews', 'conversions', 'events'] as const;
// Rows per INSERT: nine bound values each.
export const ROWS_PER_INSERT = 1000;

/**
 * The hours the mark has passed since the last merge, each in one transaction (claimed as the minutes are): their
 * minutes' rows become one per table, report and value. The first time (nothing merged yet), only the hours rolled up
 * after `startedAt`, the mark before this run: earlier ones were rolled up whole (a day's passes end on the hour).
 */
export async function mergeClosedHours(db: Kysely<Database>, startedAt: string | null): Promise<void> {
  const until = await rolledUntil(db);
  if (!until) return;
  const open = hourOf(markStart(until));
  for (;;) {
    const merged = await markValue(db, MERGED_KEY);
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
export async function compactPastDays(db: Kysely<Database>, now: Date): Promise<void> {
  const through = daysBefore(zonedToday(siteTimeZone(), now), 2);
  const until = await rolledUntil(db);
  if (!until) return;
  for (;;) {
    const done = await markValue(db, COMPACTED_KEY);
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
