// The one date format of the site: en-US, e.g. "March 4, 2026".
const formatters = new Map<string, Intl.DateTimeFormat>();
const longDate = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: zone });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/**
 * Formats in en-US a calendar date (`2026-03-04`, shown as written) or an instant, shown as the day it is in
 * `zone` (the site's zone, SITE_TIMEZONE: publication times are 00:00 there, so UTC would show the day before).
 */
export function formatDate(value: string | Date, zone = 'UTC'): string {
  const calendar = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = calendar ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate(calendar ? 'UTC' : zone).format(date);
}

/** Today's calendar date as `YYYY-MM-DD` (UTC): the default publication date. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Made on first use, not when the module loads: the first Intl.RelativeTimeFormat of a page loads its locale data, a
// task of 50–150 ms on a throttled phone, and a public page that imports this module for formatDate never needs one.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

/**
 * How long ago an instant was, in the platform's en-US words: "now" under a minute (or a little ahead, a clock's
 * skew), then "1 minute ago", "5 minutes ago", "1 hour ago" … "47 hours ago" up to two days, then "3 days ago".
 * Whole units, rounded down: a lead is never made to look younger than it is against the 24-hour promise.
 */
export function timeAgo(value: string | Date, now: Date | number = Date.now()): string {
  const elapsed = Number(now) - new Date(value).getTime();
  if (!(elapsed >= MINUTE)) return relative().format(0, 'second');
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  const hours = Math.floor(elapsed / HOUR);
  return hours < 48 ? relative().format(-hours, 'hour') : relative().format(-Math.floor(hours / 24), 'day');
}
