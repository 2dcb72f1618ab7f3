import 'server-only';
import type { Insertable, SelectQueryBuilder, Transaction } from 'kysely';
import { getDb } from '../db';
import { errorReason } from '../db/errors';
import type { Database } from '../db/schema';
import type { AnalyticsEventsTable } from '../db/schema-analytics';
import { logger } from '../logger';
import { repeatInBackground } from '../repeat';
import { contributionsOf, EVENT_FACTS, type EventFacts } from './contributions';
import { claim, markStart, minuteOf, ROLLED_KEY, rolledUntil, type Db } from './rollup-marks';
import { compactPastDays, mergeClosedHours, ROWS_PER_INSERT } from './rollup-merge';

// The roll-ups (docs/decisions/0039): the raw events are counted into the report tables (contributions.ts) a minute at
// a time, half a minute after the minute ends, so a report reads roll-ups and only the raw events of the last minute
// or two. Rows are labelled by their UTC hour (`period`): a minute's rows join their hour's, and once the hour is over
// they are merged into one row per table, report and value. Once a day is two days past, its hourly rows, but the
// totals, are compacted into one row per table: a 30-day report reads some 40,000 rows however busy the site was.
// `app_meta.analytics_rolled_until` is the first minute not rolled up (YYYY-MM-DDTHH:MM, UTC; an hour, YYYY-MM-DDTHH,
// as earlier versions wrote it, reads the same); it moves forward in the transaction that writes the minutes before it,
// so two instances never roll up a minute twice. An event written after its minute was rolled up (a flush held back by
// an outage) is counted into the roll-ups as it is written: a report counts every event once, either way.

/** A minute is rolled up this long after it ends: events reach the database within a second or two of arriving. */
export const ROLLUP_GRACE_MS = 30_000;
/** Minutes per transaction when catching up (after a restart, or on a database filled by the benchmark): a day. */
const MINUTES_PER_PASS = 24 * 60;
const MINUTE_MS = 60_000;

const minutesAfter = (mark: string, minutes: number) => minuteOf(new Date(Date.parse(markStart(mark)) + minutes * MINUTE_MS));
/** The hour's first minute at or before a mark (a day's pass ends on an hour, so its hours need no merging). */
const hourFloor = (mark: string) => `${mark.slice(0, 13)}:00`;

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

async function firstEventMinute(db: Db): Promise<string | null> {
  const first = await db.selectFrom('analytics_events').select('at').orderBy('at').limit(1).executeTakeFirst();
  return first ? minuteOf(first.at) : null;
}

/** Every instance rolls up on its own clock (harmless: a pass claims its minutes); the first pass soon after start. */
export function startAnalyticsRollups({ everyMs = 60_000, firstAfterMs = 15_000 } = {}): { stop: () => void } {
  const run = () =>
    void rollUpClosedMinutes().catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Analytics roll-up failed; retrying in a minute'));
  return repeatInBackground(run, { everyMs, firstAfterMs });
}
