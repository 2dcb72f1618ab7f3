// The one date format of the site: en-US, e.g. "March 4, 2026". Dates are calendar dates, shown in UTC.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Formats an ISO date (`2026-03-04`) or timestamp in en-US. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** Today's calendar date as `YYYY-MM-DD` (UTC): the default publication date. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
