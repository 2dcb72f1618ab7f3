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
