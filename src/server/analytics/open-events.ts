import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AnalyticsRollupsTable } from '../db/schema-analytics';
import { contributionsOf, EVENT_FACTS, type Context, type EventFacts } from './contributions';

// The raw events not rolled up yet, kept in memory on SQLite (docs/decisions/0039): a report reads only the rows
// written since the one before it (SQLite numbers rows as they are inserted: `rowid`), not the open hour's thousands
// again: at 10 million events, reading 8,000–16,000 of them each time was about half of a 130 ms report. SQLite is
// one server by design, so this memory sees every event written; PostgreSQL (several instances, no row number in
// commit order) reads them each time. Rebuilt when the roll-up mark moves or the database is another. Events are only ever
// inserted (their flags are set before), and only events hours past the mark are deleted.

// Each report's tables are tallied as events come (counting 10,000 events again for every report took 25–30 ms), per
// report asked for (every visit, a source's, a page's), the least recently asked dropped past TALLIES.
type Tally = { counted: number; rows: Map<string, AnalyticsRollupsTable> };
type Kept = { db: Kysely<Database>; since: string; lastRowid: number; events: EventFacts[]; tallies: Map<string, Tally> };
const TALLIES = 50;

let kept: Kept | null = null;
// One reader at a time: two reports reading "since the last row" at once would both add the same rows.
let reading: Promise<unknown> = Promise.resolve();

/** Every raw event at or after `since` (the first instant not rolled up), up to date. */
export async function eventsSince(db: Kysely<Database>, since: string): Promise<EventFacts[]> {
  return (await keptSince(db, since)).events;
}

function keptSince(db: Kysely<Database>, since: string): Promise<Kept> {
  const next = reading.then(() => bringUpToDate(db, since));
  reading = next.catch(() => undefined);
  return next;
}

async function bringUpToDate(db: Kysely<Database>, since: string): Promise<Kept> {
  if (kept?.db !== db || kept.since !== since) {
    const { last } = await db.selectFrom('analytics_events').select(sql<number>`coalesce(max(rowid), 0)`.as('last')).executeTakeFirstOrThrow();
    const events = (await db.selectFrom('analytics_events').select(EVENT_FACTS).where('at', '>=', since).where(sql.ref('rowid'), '<=', last).execute()) as EventFacts[];
    kept = { db, since, lastRowid: Number(last), events, tallies: new Map() };
    return kept;
  }
  // By the row number alone (the table's own order), not the time index: these are the newest rows.
  const added = await db.selectFrom('analytics_events').select([...EVENT_FACTS, sql<number>`rowid`.as('row')]).where(sql.ref('rowid'), '>', kept.lastRowid).orderBy(sql.ref('rowid')).execute();
  for (const { row, ...event } of added) {
    kept.lastRowid = Number(row);
    // A late event (its hour rolled up already) was counted into the roll-ups as it was written.
    if (event.at >= since) kept.events.push(event as EventFacts);
  }
  return kept;
}

/**
 * The open hours' contributions to one report (`context`, `filter` as contributions.ts names them), every day of them:
 * the events up to date, those not tallied yet added to its tally.
 */
export async function openContributions(db: Kysely<Database>, since: string, context: Context, filter: string): Promise<AnalyticsRollupsTable[]> {
  const { events, tallies } = await keptSince(db, since);
  const key = `${context}\n${filter}`;
  let tally = tallies.get(key);
  if (tally) tallies.delete(key);
  else if (tallies.size >= TALLIES) tallies.delete(tallies.keys().next().value!);
  tally ??= { counted: 0, rows: new Map() };
  tallies.set(key, tally);
  if (tally.counted < events.length) {
    contributionsOf(events.slice(tally.counted), { contexts: [context], filter }, tally.rows);
    tally.counted = events.length;
  }
  return [...tally.rows.values()];
}
