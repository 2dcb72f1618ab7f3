import 'server-only';
import { analyticsQuerySchema, type AnalyticsQuery } from '@/lib/schemas/analytics';
import { daysBefore, zonedToday } from '@/lib/site-time';
import { fieldErrors } from '../http/responses';
import { siteTimeZone } from '../env';

// The analytics screen's address (issue 24): `?range=today|7d|30d|90d` or `?from=&to=` (a custom range), with
// `source=` and `page=`. Everything the screen shows follows from it, so a view can be bookmarked and shared.

export const RANGES = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;
export type Range = keyof typeof RANGES;
const DEFAULT_RANGE: Range = '30d';

export type AnalyticsView =
  | { ok: true; range: Range | 'custom'; query: AnalyticsQuery }
  | { ok: false; range: 'custom'; sent: Record<string, string>; fields: Record<string, string> };

type Params = Record<string, string | string[] | undefined>;
const one = (params: Params, key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);

/** The view an address asks for: a preset range ending today (site zone), or the days given. */
export function analyticsView(params: Params, now = new Date()): AnalyticsView {
  const filters = { source: one(params, 'source'), page: one(params, 'page') };
  const from = one(params, 'from');
  const to = one(params, 'to');
  if (from || to) {
    const sent = { from: from ?? '', to: to ?? '', ...filters };
    const parsed = analyticsQuerySchema.safeParse(sent);
    if (!parsed.success) return { ok: false, range: 'custom', sent: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Record<string, string>, fields: fieldErrors(parsed.error) };
    return { ok: true, range: 'custom', query: parsed.data };
  }
  const asked = one(params, 'range');
  const range: Range = asked && asked in RANGES ? (asked as Range) : DEFAULT_RANGE;
  const days = presetQuery(range, now);
  const parsed = analyticsQuerySchema.safeParse({ ...days, ...filters });
  // Only the filters can be wrong here (the days are ours): they are dropped rather than refused.
  return { ok: true, range, query: parsed.success ? parsed.data : days };
}

/** A preset's days: the last 1, 7, 30 or 90 days up to today in the site's zone. */
export function presetQuery(range: Range, now = new Date()): AnalyticsQuery {
  const today = zonedToday(siteTimeZone(), now);
  return { from: daysBefore(today, RANGES[range] - 1), to: today };
}

/** The address of a view: the same range and filters, with `changes` applied (null removes a parameter). */
export function viewHref(view: { range: Range | 'custom'; query: Pick<AnalyticsQuery, 'from' | 'to' | 'source' | 'page'> }, changes: Record<string, string | null> = {}): string {
  const params: Record<string, string | undefined> =
    view.range === 'custom' ? { from: view.query.from, to: view.query.to } : { range: view.range === DEFAULT_RANGE ? undefined : view.range };
  Object.assign(params, { source: view.query.source, page: view.query.page });
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'range') {
      delete params.from;
      delete params.to;
    }
    params[key] = value === null || (key === 'range' && value === DEFAULT_RANGE) ? undefined : value;
    // One filter at a time (a report per source or per page): choosing one replaces the other.
    if (key === 'source' && value) delete params.page;
    if (key === 'page' && value) delete params.source;
  }
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `/admin/analytics${search ? `?${search}` : ''}`;
}
