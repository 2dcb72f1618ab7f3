import 'server-only';
import type { Selectable } from 'kysely';
import type { AnalyticsEventsTable, AnalyticsRollupsTable } from '../db/schema-analytics';

// What raw events add to each report table (docs/decisions/0039), written once: the hourly roll-up stores it, a late
// batch stores it for its own rows, and a report adds it for the hours not rolled up yet. Each event counts in up to
// three reports (every visit; its source's; its page's, which for a goal is the page the visit landed on) and, in
// each, in the tables it belongs to. People are counted by the first-of-the-day flags (day-marks.ts): a report's
// visitors are its first_visit events, a page's its first_page events, conversions the first_goal ones.
// In TypeScript rather than SQL: one pass over the events for every table (seven GROUP BYs over the open hour cost a
// report 110–160 ms at 10 million events on SQLite).

export const DIMS = ['total', 'page', 'landing', 'source', 'device', 'browser', 'goal'] as const;
export type Dim = (typeof DIMS)[number];
export type Context = 'all' | 'source' | 'page';
export const CONTEXTS: readonly Context[] = ['all', 'source', 'page'];

/** The columns of a raw event a contribution reads. */
export const EVENT_FACTS = ['at', 'day', 'kind', 'path', 'goal', 'source', 'medium', 'campaign', 'landing', 'device', 'browser', 'first_visit', 'first_page', 'first_goal', 'first_of_goal'] as const;
export type EventFacts = Pick<Selectable<AnalyticsEventsTable>, (typeof EVENT_FACTS)[number]>;

/** The report an event counts in for a context: '' for every visit, `source:<source>`, or `page:<path>`. */
function filterOf(event: EventFacts, context: Context): string {
  if (context === 'all') return '';
  if (context === 'source') return `source:${event.source}`;
  return `page:${event.kind === 'pageview' ? event.path : (event.landing ?? '')}`;
}

/** The value an event counts under in a table, or null when the table does not count it (a goal in pages). */
function valueOf(event: EventFacts, dim: Dim): string | null {
  const pageview = event.kind === 'pageview';
  switch (dim) {
    case 'total':
      return '';
    case 'page':
      return pageview ? event.path : null;
    case 'landing':
      return pageview ? null : (event.landing ?? '');
    case 'source':
      return `${event.source}\t${event.medium ?? ''}\t${event.campaign ?? ''}`;
    case 'device':
      return event.device;
    case 'browser':
      return event.browser;
    case 'goal':
      return pageview ? null : (event.goal ?? '');
  }
}

function add(row: AnalyticsRollupsTable, event: EventFacts, dim: Dim, context: Context): void {
  const pageview = event.kind === 'pageview';
  // A page's report counts the people who viewed that page; the others every visitor of the day.
  const visitors = dim === 'page' || context === 'page' ? (pageview ? event.first_page : 0) : event.first_visit;
  if (dim !== 'landing' && dim !== 'goal') row.visitors += visitors;
  if (pageview) row.pageviews += 1;
  if (dim === 'goal') row.conversions += event.first_of_goal;
  else if (dim !== 'page' && !pageview) row.conversions += event.first_goal;
  row.events += 1;
}

type Only = { contexts?: readonly Context[]; dims?: readonly Dim[]; filter?: string };

/** The roll-up rows `events` make (period = their UTC hour), for every report and table, or those `only` names. */
export function contributionsOf(events: Iterable<EventFacts>, only: Only = {}): AnalyticsRollupsTable[] {
  const rows = new Map<string, AnalyticsRollupsTable>();
  const contexts = only.contexts ?? CONTEXTS;
  const dims = only.dims ?? DIMS;
  for (const event of events) {
    const period = event.at.slice(0, 13);
    for (const context of contexts) {
      const filter = filterOf(event, context);
      if (only.filter !== undefined && filter !== only.filter) continue;
      for (const dim of dims) {
        const value = valueOf(event, dim);
        if (value === null) continue;
        const key = `${period}\n${event.day}\n${dim}\n${value}\n${filter}`;
        let row = rows.get(key);
        if (!row) rows.set(key, (row = { period, day: event.day, dim, value, filter, visitors: 0, pageviews: 0, conversions: 0, events: 0 }));
        add(row, event, dim, context);
      }
    }
  }
  return [...rows.values()];
}
