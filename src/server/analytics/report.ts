import 'server-only';
import { sql, type Kysely } from 'kysely';
import { dayAfter, zonedMidnightToUtc } from '@/lib/site-time';
import type { AnalyticsQuery } from '@/lib/schemas/analytics';
import { getDb } from '../db';
import type { Database } from '../db/schema';
import { siteTimeZone } from '../env';
import { contributionsOf, DIMS, type Context, type Dim } from './contributions';
import { rate } from './rate';
import { eventFacts } from './rollup';
import { hourStart, markStart, rolledUntil } from './rollup-marks';

// A report (issue 24, docs/decisions/0039): the roll-ups of the range for its filter and the raw events not rolled up
// yet (those of the last minute or two), counted alike (contributions.ts). A visitor is counted
// once per day (the hash changes daily, by design), so a range's visitors are the sum of its days' visitors, as
// Plausible counts them. A conversion is a visitor who reached a goal that day, counted against the visit's source and
// landing page.

export type ReportRow = { visitors: number; pageviews: number; conversions: number };
export type AnalyticsReport = ReportRow & {
  from: string;
  to: string;
  conversionRate: number;
  /** Per day, or per UTC hour when the range is one day (`at`: YYYY-MM-DD or an ISO instant). */
  series: (ReportRow & { at: string })[];
  /** Leads: of visits that landed on the page. */
  pages: (ReportRow & { path: string; leads: number })[];
  sources: (ReportRow & { source: string; medium: string; campaign: string; leads: number })[];
  devices: (ReportRow & { device: string })[];
  browsers: (ReportRow & { browser: string })[];
  goals: { name: string; conversions: number; events: number }[];
  /** Leads received in the range (spam left out; under a page filter, those that landed there). */
  leads: number;
};

/** Rows per table of a report: the top ones by visitors (pages by views). */
const TOP = 50;

/** `sum(...)` read as a number (PostgreSQL answers bigint and numeric as strings). */
const n = (value: unknown) => Number(value ?? 0);
const SUMS = [sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(pageviews)`.as('pageviews'), sql<number>`sum(conversions)`.as('conversions'), sql<number>`sum(events)`.as('events')] as const;

/** The roll-ups of the range for the report's filter, for some tables. */
function rolled(db: Kysely<Database>, query: AnalyticsQuery, filter: string, dims: readonly Dim[]) {
  return db.selectFrom('analytics_rollups').where('filter', '=', filter).where('day', '>=', query.from).where('day', '<=', query.to).where('dim', 'in', dims);
}

/**
 * The raw events not rolled up, within the range, counted for the report's filter: read by time alone (an event's day
 * is its time's day in the site's zone), so both engines use the time index; a minute or two of them.
 */
async function recent(db: Kysely<Database>, query: AnalyticsQuery, filter: string, until: string | null) {
  const zone = siteTimeZone();
  const start = zonedMidnightToUtc(query.from, zone);
  const end = zonedMidnightToUtc(dayAfter(query.to), zone);
  const context: Context = query.page ? 'page' : query.source ? 'source' : 'all';
  const mark = until && markStart(until);
  if (mark && end <= mark) return [];
  const since = mark && mark > start ? mark : start;
  return contributionsOf(await eventFacts(db, (select) => select.where('at', '>=', since).where('at', '<', end)), { contexts: [context], filter });
}

export async function analyticsReport(query: AnalyticsQuery): Promise<AnalyticsReport> {
  const db = await getDb();
  const until = await rolledUntil(db);
  const filter = query.page ? `page:${query.page}` : query.source ? `source:${query.source}` : '';
  const oneDay = query.from === query.to;
  // The totals stay hourly (for a day's chart); every other table is read by value.
  const bucket = oneDay ? sql<string>`period` : sql<string>`day`;
  const [rolledSeries, rolledTables, fresh, leads] = await Promise.all([
    rolled(db, query, filter, ['total']).select([bucket.as('at'), ...SUMS]).groupBy(bucket).execute(),
    rolled(db, query, filter, DIMS.filter((dim) => dim !== 'total')).select(['dim', 'value', ...SUMS]).groupBy(['dim', 'value']).execute(),
    recent(db, query, filter, until),
    leadsOf(db, query),
  ]);
  // The counts of the events not rolled up yet added to the rolled-up ones.
  const series = merge(rolledSeries, fresh.filter((row) => row.dim === 'total').map((row) => ({ ...row, at: oneDay ? row.period : row.day })), (row) => row.at);
  const tables = merge(rolledTables, fresh.filter((row) => row.dim !== 'total'), (row) => `${row.dim}\n${row.value}`);
  const row = (value: { visitors: unknown; pageviews: unknown; conversions: unknown }): ReportRow => ({ visitors: n(value.visitors), pageviews: n(value.pageviews), conversions: n(value.conversions) });
  const of = (dim: Dim) => tables.filter((table) => table.dim === dim);
  const top = <T extends ReportRow>(rows: T[], key: (row: T) => string, by: keyof ReportRow = 'visitors') => rows.sort((a, b) => b[by] - a[by] || key(a).localeCompare(key(b))).slice(0, TOP);

  const total = series.reduce((sum, point) => ({ visitors: sum.visitors + n(point.visitors), pageviews: sum.pageviews + n(point.pageviews), conversions: sum.conversions + n(point.conversions) }), { visitors: 0, pageviews: 0, conversions: 0 });
  const byLanding = new Map(of('landing').map((landing) => [landing.value, n(landing.conversions)]));
  return {
    from: query.from,
    to: query.to,
    ...total,
    conversionRate: rate(total.conversions, total.visitors),
    series: fillSeries(query, oneDay, new Map(series.map((point) => [point.at, row(point)]))),
    pages: top(of('page').map((page) => ({ path: page.value, ...row(page), conversions: byLanding.get(page.value) ?? 0, leads: leads.byLanding.get(page.value) ?? 0 })), (page) => page.path, 'pageviews'),
    sources: top(
      of('source').map((source) => {
        const [name = '', medium = '', campaign = ''] = source.value.split('\t');
        return { source: name, medium, campaign, ...row(source), leads: leads.bySource.get(name) ?? 0 };
      }),
      (source) => source.source,
    ),
    devices: top(of('device').map((device) => ({ device: device.value, ...row(device) })), (device) => device.device),
    browsers: top(of('browser').map((browser) => ({ browser: browser.value, ...row(browser) })), (browser) => browser.browser),
    goals: of('goal')
      .map((goal) => ({ name: goal.value, conversions: n(goal.conversions), events: n(goal.events) }))
      .sort((a, b) => b.conversions - a.conversions || a.name.localeCompare(b.name)),
    leads: leads.total,
  };
}

type Sums = { visitors: unknown; pageviews: unknown; conversions: unknown; events: unknown };

/** Rows of the same key summed: the rolled-up ones and what the events not rolled up yet add. */
function merge<T extends Sums>(rows: T[], more: T[], key: (row: T) => string): { [K in keyof T]: K extends keyof Sums ? number : T[K] }[] {
  const out = new Map<string, T>();
  for (const row of [...rows, ...more]) {
    const id = key(row);
    const sum = out.get(id);
    if (!sum) out.set(id, { ...row, visitors: n(row.visitors), pageviews: n(row.pageviews), conversions: n(row.conversions), events: n(row.events) });
    else Object.assign(sum, { visitors: n(sum.visitors) + n(row.visitors), pageviews: n(sum.pageviews) + n(row.pageviews), conversions: n(sum.conversions) + n(row.conversions), events: n(sum.events) + n(row.events) });
  }
  return [...out.values()] as never;
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
      out.push({ at: hourStart(hour), ...(points.get(hour) ?? empty) });
    }
    return out;
  }
  for (let day = query.from; day <= query.to; day = dayAfter(day)) out.push({ at: day, ...(points.get(day) ?? empty) });
  return out;
}

type Leads = { total: number; bySource: Map<string, number>; byLanding: Map<string, number> };

/**
 * Leads received in the range (spam left out), by the inbox's source and by their visit's landing page (the path of
 * the first touch's `landing_page`); a source filter applies. Read whole: a month's leads are thousands at most.
 */
async function leadsOf(db: Kysely<Database>, query: AnalyticsQuery): Promise<Leads> {
  const zone = siteTimeZone();
  const rows = await db
    .selectFrom('contact_requests')
    .select(['source', 'attribution'])
    .where('status', '!=', 'spam')
    .where('created_at', '>=', zonedMidnightToUtc(query.from, zone))
    .where('created_at', '<', zonedMidnightToUtc(dayAfter(query.to), zone))
    .$if(Boolean(query.source), (select) => select.where('source', '=', query.source!))
    .execute();
  const leads: Leads = { total: 0, bySource: new Map(), byLanding: new Map() };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const row of rows) {
    const landing = landingOf(row.attribution);
    if (query.page && landing !== query.page) continue;
    leads.total += 1;
    add(leads.bySource, row.source);
    if (landing) add(leads.byLanding, landing);
  }
  return leads;
}

function landingOf(attribution: string | null): string | null {
  try {
    const landing = (JSON.parse(attribution ?? 'null') as { first?: { landing_page?: string } } | null)?.first?.landing_page;
    return landing ? landing.split(/[?#]/)[0]! : null;
  } catch {
    return null;
  }
}
