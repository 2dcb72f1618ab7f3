import 'server-only';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { dbEngine, getDb } from '../db';
import { errorReason } from '../db/errors';
import { logger } from '../logger';
import type { Database } from '../db/schema';
import type { AnalyticsEventsTable, AnalyticsRollupsTable } from '../db/schema-analytics';

// The hourly roll-ups (docs/decisions/0039): the raw events of each closed UTC hour are summed by everything a report
// groups or filters by, so a report reads the roll-ups and only the raw events of the hours not rolled up yet.
// `app_meta.analytics_rolled_until` is the first hour not rolled up (YYYY-MM-DDTHH, UTC); it moves forward in the
// transaction that writes the hours before it, so two instances never roll up the same hour twice. An event written
// after its hour was rolled up (the database was away for longer than the grace) is added to the roll-ups as it is
// written (`rollUpLateEvents`): a report counts every event once, either way.

const ROLLED_KEY = 'analytics_rolled_until';
/** An hour is rolled up this long after it ends: events wait up to a second in the queue, longer during a retry. */
export const ROLLUP_GRACE_MS = 5 * 60_000;
/** Hours per transaction when catching up (after a restart, or on a database filled by the benchmark). */
const HOURS_PER_PASS = 24;
const HOUR_MS = 3_600_000;

export const hourOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString()).slice(0, 13);
const nextHour = (hour: string, hours = 1) => hourOf(new Date(Date.parse(`${hour}:00:00.000Z`) + hours * HOUR_MS));

type Db = Kysely<Database> | Transaction<Database>;

/** The first hour whose raw events are not rolled up; null before the first roll-up. */
export async function rolledUntil(db: Db, { lock = false } = {}): Promise<string | null> {
  let query = db.selectFrom('app_meta').select('value').where('key', '=', ROLLED_KEY);
  // PostgreSQL: a writer of events waits for a roll-up in progress (and the roll-up for it), so neither misses the
  // other's rows. SQLite has one writer at a time already.
  if (lock && dbEngine() === 'postgres') query = query.forShare();
  return (await query.executeTakeFirst())?.value ?? null;
}

/** The text keys of a roll-up row: '' for none, so that rows group alike on both engines. */
const ROLLUP_KEYS = ['kind', 'path', 'goal', 'source', 'medium', 'campaign', 'landing', 'device', 'browser'] as const;
const FLAGS = ['first_visit', 'first_page', 'first_goal', 'first_of_goal'] as const;

/** Sums `rows` as the roll-up does (for events written after their hour was rolled up). */
function rollupRowsOf(rows: Insertable<AnalyticsEventsTable>[]): AnalyticsRollupsTable[] {
  const sums = new Map<string, AnalyticsRollupsTable>();
  for (const row of rows) {
    const keys = { hour: hourOf(row.at), day: row.day, ...Object.fromEntries(ROLLUP_KEYS.map((key) => [key, (row[key] as string | null | undefined) ?? ''])) } as Omit<AnalyticsRollupsTable, 'events' | (typeof FLAGS)[number]>;
    const id = JSON.stringify(keys);
    const sum = sums.get(id) ?? { ...keys, events: 0, first_visit: 0, first_page: 0, first_goal: 0, first_of_goal: 0 };
    sum.events += 1;
    for (const flag of FLAGS) sum[flag] += row[flag] ?? 0;
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/** In the transaction that writes `rows`: those whose hour is already rolled up are added to the roll-ups. */
export async function rollUpLateEvents(trx: Transaction<Database>, rows: Insertable<AnalyticsEventsTable>[]): Promise<void> {
  const until = await rolledUntil(trx, { lock: true });
  const late = until ? rows.filter((row) => hourOf(row.at) < until) : [];
  if (late.length > 0) await trx.insertInto('analytics_rollups').values(rollupRowsOf(late)).execute();
}

/**
 * Rolls up every hour that ended at least ROLLUP_GRACE_MS ago and is not rolled up yet; how many hours it moved.
 * Safe on several instances: each pass moves the mark from the value it read, or finds it moved and stops.
 */
export async function rollUpClosedHours(now = new Date()): Promise<number> {
  const db = await getDb();
  const last = hourOf(new Date(now.getTime() - ROLLUP_GRACE_MS - HOUR_MS));
  let moved = 0;
  for (;;) {
    const from = (await rolledUntil(db)) ?? (await firstEventHour(db)) ?? hourOf(now);
    if (from > last) return moved;
    const to = [nextHour(from, HOURS_PER_PASS), nextHour(last)].sort()[0]!;
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await claim(trx, from, to);
      if (!claimed) return false;
      await trx
        .insertInto('analytics_rollups')
        .columns(['hour', 'day', ...ROLLUP_KEYS, 'events', ...FLAGS])
        .expression(
          trx
            .selectFrom('analytics_events')
            .select((eb) => [
              sql<string>`substr(at, 1, 13)`.as('hour'),
              'day',
              'kind',
              'path',
              eb.fn.coalesce('goal', sql.lit('')).as('goal'),
              'source',
              eb.fn.coalesce('medium', sql.lit('')).as('medium'),
              eb.fn.coalesce('campaign', sql.lit('')).as('campaign'),
              eb.fn.coalesce('landing', sql.lit('')).as('landing'),
              'device',
              'browser',
              eb.fn.countAll<number>().as('events'),
              ...FLAGS.map((flag) => eb.fn.sum<number>(flag).as(flag)),
            ])
            .where('at', '>=', from)
            .where('at', '<', to)
            .groupBy([sql`substr(at, 1, 13)`, 'day', 'kind', 'path', 'goal', 'source', 'medium', 'campaign', 'landing', 'device', 'browser']),
        )
        .execute();
      return true;
    });
    if (!done) return moved;
    moved += (Date.parse(`${to}:00:00.000Z`) - Date.parse(`${from}:00:00.000Z`)) / HOUR_MS;
  }
}

async function firstEventHour(db: Db): Promise<string | null> {
  const first = await db.selectFrom('analytics_events').select('at').orderBy('at').limit(1).executeTakeFirst();
  return first ? hourOf(first.at) : null;
}

/** Moves the mark from `from` to `to`, if it still reads `from` (or is not set yet); whether this pass won. */
async function claim(trx: Transaction<Database>, from: string, to: string): Promise<boolean> {
  const updated = await trx.updateTable('app_meta').set({ value: to }).where('key', '=', ROLLED_KEY).where('value', '=', from).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return true;
  const inserted = await trx
    .insertInto('app_meta')
    .values({ key: ROLLED_KEY, value: to })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Every instance rolls up on its own clock (harmless: a pass claims its hours); the first pass soon after start. */
export function startAnalyticsRollups({ everyMs = 60_000, firstAfterMs = 15_000 } = {}): { stop: () => void } {
  const run = () => void rollUpClosedHours().catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Analytics roll-up failed; retrying in a minute'));
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
