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
}

/** The secret of one day's visitor hashes; deleted the day after, so no hash can be tied to an address again. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}
