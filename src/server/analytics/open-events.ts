import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { EVENT_FACTS, type EventFacts } from './contributions';

// The raw events not rolled up yet, kept in memory on SQLite (docs/decisions/0039): a report reads only the rows
// written since the one before it (SQLite numbers rows as they are inserted: `rowid`), not the open hour's thousands
// again: at 10 million events, reading 8,000–16,000 of them each time was about half of a 130 ms report. SQLite is
// one server by design, so this memory sees every event written; PostgreSQL (several instances) reads them each time,
// within its target already. Rebuilt when the roll-up mark moves or the database is another. Events are only ever
// inserted (their flags are set before), and only events hours past the mark are deleted.

type Kept = { db: Kysely<Database>; since: string; lastRowid: number; events: EventFacts[] };

let kept: Kept | null = null;
// One reader at a time: two reports reading "since the last row" at once would both add the same rows.
let reading: Promise<unknown> = Promise.resolve();

/** Every raw event at or after `since` (the first instant not rolled up), up to date. */
export function eventsSince(db: Kysely<Database>, since: string): Promise<EventFacts[]> {
  const next = reading.then(() => bringUpToDate(db, since));
  reading = next.catch(() => undefined);
  return next;
}

async function bringUpToDate(db: Kysely<Database>, since: string): Promise<EventFacts[]> {
  if (kept?.db !== db || kept.since !== since) {
    const { last } = await db.selectFrom('analytics_events').select(sql<number>`coalesce(max(rowid), 0)`.as('last')).executeTakeFirstOrThrow();
    const events = (await db.selectFrom('analytics_events').select(EVENT_FACTS).where('at', '>=', since).where(sql.ref('rowid'), '<=', last).execute()) as EventFacts[];
    kept = { db, since, lastRowid: Number(last), events };
    return events;
  }
  // By the row number alone (the table's own order), not the time index: these are the newest rows.
  const added = await db.selectFrom('analytics_events').select([...EVENT_FACTS, sql<number>`rowid`.as('row')]).where(sql.ref('rowid'), '>', kept.lastRowid).orderBy(sql.ref('rowid')).execute();
  for (const { row, ...event } of added) {
    kept.lastRowid = Number(row);
    // A late event (its hour rolled up already) was counted into the roll-ups as it was written.
    if (event.at >= since) kept.events.push(event as EventFacts);
  }
  return kept.events;
}
