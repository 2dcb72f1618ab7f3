import 'server-only';
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// What raw events add to each report table (docs/decisions/0039), written once: the hourly roll-up inserts it, a late
// batch inserts it for its own rows, and a report reads it for the hours not rolled up yet. Each event counts in up to
// three reports (every visit; its source's; its page's, which for a goal is the page the visit landed on) and, in
// each, in the tables it belongs to. People are counted by the first-of-the-day flags (day-marks.ts): a report's
// visitors are its first_visit events, a page's its first_page events, conversions the first_goal ones.

export const DIMS = ['total', 'page', 'landing', 'source', 'device', 'browser', 'goal'] as const;
export type Dim = (typeof DIMS)[number];
export type Context = 'all' | 'source' | 'page';
export const CONTEXTS: readonly Context[] = ['all', 'source', 'page'];

type Db = Kysely<Database> | Transaction<Database>;
const PAGEVIEW = sql<SqlBool>`kind = 'pageview'`;
const GOAL = sql<SqlBool>`kind = 'goal'`;

/** The report a row belongs to: '' for every visit, `source:<source>`, or `page:<path>` (a goal: its landing page). */
function filterOf(context: Context): RawBuilder<string> {
  if (context === 'all') return sql<string>`''`;
  if (context === 'source') return sql<string>`'source:' || source`;
  return sql<string>`'page:' || case when kind = 'pageview' then path else coalesce(landing, '') end`;
}

/** What a table counts by; null: every event of the report (the totals). */
const VALUE: Record<Dim, RawBuilder<string>> = {
  total: sql<string>`''`,
  page: sql<string>`path`,
  landing: sql<string>`coalesce(landing, '')`,
  source: sql<string>`source || ${sql.lit('\t')} || coalesce(medium, '') || ${sql.lit('\t')} || coalesce(campaign, '')`,
  device: sql<string>`device`,
  browser: sql<string>`browser`,
  goal: sql<string>`coalesce(goal, '')`,
};
/** The events a table counts: page views for pages, goals for landing pages and goals, all for the rest. */
const KIND: Partial<Record<Dim, RawBuilder<SqlBool>>> = { page: PAGEVIEW, landing: GOAL, goal: GOAL };

function measures(dim: Dim, context: Context) {
  // A page's report counts the people who viewed that page; the others every visitor of the day.
  const visitors = dim === 'page' || context === 'page' ? sql<number>`sum(case when kind = 'pageview' then first_page else 0 end)` : sql<number>`sum(first_visit)`;
  const conversions = dim === 'goal' ? sql<number>`sum(first_of_goal)` : sql<number>`sum(case when kind = 'goal' then first_goal else 0 end)`;
  return [
    (dim === 'landing' || dim === 'goal' ? sql<number>`0` : visitors).as('visitors'),
    sql<number>`sum(case when kind = 'pageview' then 1 else 0 end)`.as('pageviews'),
    (dim === 'page' ? sql<number>`0` : conversions).as('conversions'),
    sql<number>`count(*)`.as('events'),
  ] as const;
}

export type Selection = (query: SelectQueryBuilder<Database, 'analytics_events', object>) => SelectQueryBuilder<Database, 'analytics_events', object>;

type Only = { contexts?: readonly Context[]; dims?: readonly Dim[]; filter?: string };

/**
 * The rows raw events make (period = their UTC hour) from the events `select` picks. One SELECT per table and report,
 * joined with UNION ALL; `only` narrows it to some reports, some tables, one report's rows (a report of the open hours).
 */
export function contributions(db: Db, select: Selection, only: Only = {}) {
  const onlyFilter = only.filter;
  const parts = (only.contexts ?? CONTEXTS).flatMap((context) =>
    (only.dims ?? DIMS).map((dim) => {
      let query = select(db.selectFrom('analytics_events'))
        .select([sql<string>`substr(at, 1, 13)`.as('period'), 'day', sql.lit(dim).as('dim'), VALUE[dim].as('value'), filterOf(context).as('filter'), ...measures(dim, context)])
        // PostgreSQL refuses a constant in GROUP BY: the totals' value and every visit's filter are ''.
        .groupBy([sql`substr(at, 1, 13)`, 'day', ...(dim === 'total' ? [] : [VALUE[dim]]), ...(context === 'all' ? [] : [filterOf(context)])]);
      if (KIND[dim]) query = query.where(KIND[dim] as Expression<SqlBool>);
      if (onlyFilter !== undefined) query = query.where(filterOf(context), '=', onlyFilter);
      return query;
    }),
  );
  return parts.slice(1).reduce((union, part) => union.unionAll(part), parts[0]!);
}
