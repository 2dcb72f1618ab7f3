import type { ColumnType } from 'kysely';

// The tables of the site's own analytics (issue 24, docs/decisions/0039), part of `Database` (schema.ts). Nothing here
// names a person: a visitor is a hash that changes every day and cannot be recomputed once its day's salt is gone.

/** One page view or goal, as collected (kept ANALYTICS_RAW_RETENTION_DAYS). */
export interface AnalyticsEventsTable {
  /** Sortable: time first. */
  id: string;
  at: string;
  /** The day in the site's zone (YYYY-MM-DD): the visitor hash's day. */
  day: string;
  /** sha256 of the day's salt, the client address and the user agent, 16 hex characters. */
  visitor: string;
  /** `pageview` or `goal`. */
  kind: string;
  /** The page's path, never its query. */
  path: string;
  /** A goal's name; null for a page view. */
  goal: string | null;
  /** Where the visit came from: utm_source, else the referring site's host, else `direct`. */
  source: string;
  medium: string | null;
  campaign: string | null;
  /** The referring site's host, when another site sent the visit. */
  referrer: string | null;
  /** The visit's first page on the site. */
  landing: string | null;
  /** Which ad network's click id the visit carried (gclid, fbclid, msclkid, li_fat_id). */
  click: string | null;
  /** `phone`, `tablet` or `desktop`. */
  device: string;
  /** Chrome, Safari, Firefox, Edge, Samsung Internet, Opera or Other. */
  browser: string;
  /** 1 when this was the visitor's first event of the day (migration 0019; decided as the batch is written). */
  first_visit: Generated01;
  /** 1 when this was the visitor's first view of this path that day. */
  first_page: Generated01;
  /** 1 when this was the visitor's first goal of the day: a converted visitor. */
  first_goal: Generated01;
  /** 1 when this was the visitor's first time reaching this goal that day. */
  first_of_goal: Generated01;
}

type Generated01 = ColumnType<number, number | undefined, number>;

/** One visitor's marks of a day (`visit`, `page:<path>`, `goal`, `goal:<name>`): what makes an event a first. */
export interface AnalyticsDayMarksTable {
  day: string;
  visitor: string;
  mark: string;
}

/**
 * The events of one UTC hour (or, once its day is over, of the whole day) counted for one table of one report: the
 * dimension and its value, for every visit or for one source or page (docs/decisions/0039). Written once the hour has
 * closed; a report sums these and the raw events of the hours not rolled up yet.
 */
export interface AnalyticsRollupsTable {
  period: string;
  day: string;
  dim: string;
  value: string;
  filter: string;
  visitors: number;
  pageviews: number;
  conversions: number;
  events: number;
}

/** The secret of one day's visitor hashes; deleted the day after, so no hash can be tied to an address again. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A funnel staff defined: its steps as JSON, `[{ kind: 'page' | 'goal', value }]`, two to eight of them. */
export interface AnalyticsFunnelsTable {
  id: string;
  name: string;
  steps: string;
  created_at: string;
  updated_at: string;
}
