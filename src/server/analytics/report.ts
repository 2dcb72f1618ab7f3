import 'server-only';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dayAfter, zonedMidnightToUtc } from '@/lib/site-time';
import type { AnalyticsQuery } from '@/lib/schemas/analytics';
import { getDb } from '../db';
import type { Database } from '../db/schema';
import { siteTimeZone } from '../env';
import { rate } from './rate';
import { rolledUntil } from './rollup';

// A report (issue 24, docs/decisions/0039): the hourly roll-ups of the range and the raw events of the hours not rolled
// up yet (the open hour, a few seconds old at most), read as one set of rows. A visitor is counted once per day (the
// hash changes daily, by design), so a range's visitors are the sum of its days' visitors, as Plausible counts them.
// A conversion is a visitor who reached a goal that day, counted against the visit's source and landing page.

export type ReportRow = { visitors: number; pageviews: number; conversions: number };
export type AnalyticsReport = ReportRow & {
  from: string;
  to: string;
  conversionRate: number;
  /** Per day, or per UTC hour when the range is one day (`at`: YYYY-MM-DD or an ISO instant). */
  series: (ReportRow & { at: string })[];
  pages: (ReportRow & { path: string })[];
  sources: (ReportRow & { source: string; medium: string; campaign: string; leads: number })[];
  devices: (ReportRow & { device: string })[];
  browsers: (ReportRow & { browser: string })[];
  goals: { name: string; conversions: number; events: number }[];
  /** Leads received in the range (spam left out), and by the source the inbox names. */
  leads: number;
};

/** Rows per table of a report: the top ones by visitors. */
const TOP = 50;

/** The range and the filters, as SQL over a table of events or roll-ups (`landing` as that table has it). */
function conditions(query: AnalyticsQuery, landing: RawBuilder<string>): RawBuilder<SqlBool> {
  const parts = [sql`day >= ${query.from}`, sql`day <= ${query.to}`];
  if (query.source) parts.push(sql`source = ${query.source}`);
  if (query.page) parts.push(sql`((kind = 'pageview' and path = ${query.page}) or (kind = 'goal' and ${landing} = ${query.page}))`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The roll-ups and the raw events not rolled up, in the range and under the filters, as one table. */
function facts(db: Kysely<Database>, query: AnalyticsQuery, until: string | null) {
  const rolled = db
    .selectFrom('analytics_rollups')
    .select(['day', 'hour', 'kind', 'path', 'goal', 'source', 'medium', 'campaign', 'landing', 'device', 'browser', 'events', 'first_visit', 'first_page', 'first_goal', 'first_of_goal'])
    .where(conditions(query, sql.ref('landing')));
  const raw = db
    .selectFrom('analytics_events')
    .select((eb) => [
      'day',
      sql<string>`substr(at, 1, 13)`.as('hour'),
      'kind',
      'path',
      eb.fn.coalesce('goal', sql.lit('')).as('goal'),
      'source',
      eb.fn.coalesce('medium', sql.lit('')).as('medium'),
      eb.fn.coalesce('campaign', sql.lit('')).as('campaign'),
      eb.fn.coalesce('landing', sql.lit('')).as('landing'),
      'device',
      'browser',
      sql<number>`1`.as('events'),
      'first_visit',
      'first_page',
      'first_goal',
      'first_of_goal',
    ])
    .where(conditions(query, sql`coalesce(landing, '')`))
    .$if(until !== null, (select) => select.where('at', '>=', until!));
  return rolled.unionAll(raw);
}

/** `sum(...)` read as a number (PostgreSQL answers bigint and numeric as strings). */
const n = (value: unknown) => Number(value ?? 0);

export async function analyticsReport(query: AnalyticsQuery): Promise<AnalyticsReport> {
  const db = await getDb();
  const until = await rolledUntil(db);
  const base = db.selectFrom(facts(db, query, until).as('f'));
  // Under a page filter, a visitor is one who viewed that page (its first view of the day), not any visitor.
  const visitors = query.page ? sql<number>`sum(case when kind = 'pageview' then first_page else 0 end)` : sql<number>`sum(first_visit)`;
  const measures = [
    visitors.as('visitors'),
    sql<number>`sum(case when kind = 'pageview' then events else 0 end)`.as('pageviews'),
    sql<number>`sum(case when kind = 'goal' then first_goal else 0 end)`.as('conversions'),
  ] as const;
  const row = (value: { visitors: unknown; pageviews: unknown; conversions: unknown }): ReportRow => ({ visitors: n(value.visitors), pageviews: n(value.pageviews), conversions: n(value.conversions) });
  const oneDay = query.from === query.to;
  const bucket = oneDay ? sql<string>`hour` : sql<string>`day`;

  const [totals, series, pages, landings, sources, devices, browsers, goals, leads] = await Promise.all([
    base.select([...measures]).executeTakeFirst(),
    base.select([bucket.as('at'), ...measures]).groupBy(bucket).execute(),
    base
      .select(['path', sql<number>`sum(first_page)`.as('visitors'), sql<number>`sum(events)`.as('pageviews'), sql<number>`0`.as('conversions')])
      .where('kind', '=', 'pageview')
      .groupBy('path')
      .orderBy(sql`sum(first_page)`, 'desc')
      .orderBy('path')
      .limit(TOP)
      .execute(),
    base.select(['landing', sql<number>`sum(first_goal)`.as('conversions')]).where('kind', '=', 'goal').groupBy('landing').execute(),
    base.select(['source', 'medium', 'campaign', ...measures]).groupBy(['source', 'medium', 'campaign']).orderBy(visitors, 'desc').orderBy('source').limit(TOP).execute(),
    base.select(['device', ...measures]).groupBy('device').orderBy(visitors, 'desc').orderBy('device').execute(),
    base.select(['browser', ...measures]).groupBy('browser').orderBy(visitors, 'desc').orderBy('browser').limit(TOP).execute(),
    base.select(['goal', sql<number>`sum(first_of_goal)`.as('conversions'), sql<number>`sum(events)`.as('events')]).where('kind', '=', 'goal').groupBy('goal').orderBy(sql`sum(first_of_goal)`, 'desc').orderBy('goal').execute(),
    leadsBySource(db, query),
  ]);

  const byLanding = new Map(landings.map((landing) => [landing.landing, n(landing.conversions)]));
  const leadsOf = new Map(leads.map((lead) => [lead.source, lead.count]));
  const total = row(totals ?? { visitors: 0, pageviews: 0, conversions: 0 });
  return {
    from: query.from,
    to: query.to,
    ...total,
    conversionRate: rate(total.conversions, total.visitors),
    series: fillSeries(query, oneDay, new Map(series.map((point) => [point.at, row(point)]))),
    pages: pages.map((page) => ({ path: page.path, visitors: n(page.visitors), pageviews: n(page.pageviews), conversions: byLanding.get(page.path) ?? 0 })),
    sources: sources.map((source) => ({ source: source.source, medium: source.medium, campaign: source.campaign, ...row(source), leads: leadsOf.get(source.source) ?? 0 })),
    devices: devices.map((device) => ({ device: device.device, ...row(device) })),
    browsers: browsers.map((browser) => ({ browser: browser.browser, ...row(browser) })),
    goals: goals.map((goal) => ({ name: goal.goal, conversions: n(goal.conversions), events: n(goal.events) })),
    leads: leads.reduce((sum, lead) => sum + lead.count, 0),
  };
}


/** Every day (or hour) of the range, with zeros where nothing came. */
function fillSeries(query: AnalyticsQuery, oneDay: boolean, points: Map<string, ReportRow>): (ReportRow & { at: string })[] {
  const empty = { visitors: 0, pageviews: 0, conversions: 0 };
  const out: (ReportRow & { at: string })[] = [];
  if (oneDay) {
    // The UTC hours that make up the site-zone day (23, 24 or 25 of them).
    const zone = siteTimeZone();
    const end = Date.parse(zonedMidnightToUtc(dayAfter(query.from), zone));
    for (let at = Date.parse(zonedMidnightToUtc(query.from, zone)); at < end; at += 3_600_000) {
      const hour = new Date(at).toISOString().slice(0, 13);
      out.push({ at: `${hour}:00:00.000Z`, ...(points.get(hour) ?? empty) });
    }
    return out;
  }
  for (let day = query.from; day <= query.to; day = dayAfter(day)) out.push({ at: day, ...(points.get(day) ?? empty) });
  return out;
}

/** Leads received in the range by the inbox's source (spam left out; a source filter applies, a page filter does not). */
async function leadsBySource(db: Kysely<Database>, query: AnalyticsQuery): Promise<{ source: string; count: number }[]> {
  const zone = siteTimeZone();
  const rows = await db
    .selectFrom('contact_requests')
    .select(['source', sql<number>`count(*)`.as('count')])
    .where('status', '!=', 'spam')
    .where('created_at', '>=', zonedMidnightToUtc(query.from, zone))
    .where('created_at', '<', zonedMidnightToUtc(dayAfter(query.to), zone))
    .$if(Boolean(query.source), (select) => select.where('source', '=', query.source!))
    .groupBy('source')
    .execute();
  return rows.map((row) => ({ source: row.source, count: n(row.count) }));
}
