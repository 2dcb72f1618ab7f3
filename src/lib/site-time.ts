// Times as staff and visitors read them: wall-clock date and time in the site's time zone (SITE_TIMEZONE),
// stored as UTC ISO instants. Intl does the zone arithmetic, so daylight-saving changes need no table here.

export const DEFAULT_SITE_TIMEZONE = 'Europe/Amsterdam';

/** Whether Intl knows the zone (an IANA name such as `Europe/Amsterdam`, or `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The UTC instant (ISO) of a wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) in `zone`. A time skipped by a
 * spring-forward change resolves to the instant one offset later (02:30 → 03:30), as calendars do.
 */
export function zonedToUtc(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offsets a day either side: one of them is the wall clock's, unless the time is skipped.
  const offsets = [offsetMinutes(new Date(guess - 86_400_000), zone), offsetMinutes(new Date(guess + 86_400_000), zone)];
  const shows = (instant: number) => {
    const w = wallClock(new Date(instant), zone);
    return w.year === y && w.month === m && w.day === d && w.hour === hh && w.minute === mm;
  };
  const matching = offsets.map((offset) => guess - offset * 60_000).filter(shows).sort((a, b) => a - b);
  // A time shown twice (an autumn change) is its first; one never shown (a spring change) is the instant the
  // smaller offset gives, which the clock shows one offset later (02:30 → 03:30; Santiago's 00:00 → 01:00).
  return new Date(matching[0] ?? guess - Math.min(...offsets) * 60_000).toISOString();
}

/** 00:00 of a calendar date in `zone`, as a UTC ISO instant: what a date without a time means. */
export function zonedMidnightToUtc(date: string, zone: string): string {
  return zonedToUtc(date, '00:00', zone);
}

/** The wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) of an ISO instant in `zone`, e.g. for a form's inputs. */
export function utcToZoned(iso: string, zone: string): { date: string; time: string } {
  const w = wallClock(new Date(iso), zone);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The calendar date after `date` (`YYYY-MM-DD`), across months and years. */
export function dayAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The date `days` before `date` (`YYYY-MM-DD`, calendar arithmetic). */
export function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

// Every analytics event is counted by its day: one lookup a minute, not one an event (formatToParts costs about 40 µs;
// no zone changes its offset within a minute).
let todayOfMinute = { zone: '', minute: Number.NaN, date: '' };

/** Today's date in `zone` (`YYYY-MM-DD`). */
export function zonedToday(zone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (todayOfMinute.zone !== zone || todayOfMinute.minute !== minute) todayOfMinute = { zone, minute, date: utcToZoned(now.toISOString(), zone).date };
  return todayOfMinute.date;
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "March 4, 2026, 09:30 CET": an instant as staff read it, with the zone's short name. */
export function formatDateTime(iso: string, zone: string): string {
  let formatter = dateTimeFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });
    dateTimeFormatters.set(zone, formatter);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return zoneName ? `${formatter.format(date)} ${zoneName}` : formatter.format(date);
}

const PUBLICATION_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Whether a publication time's fields are real: a day the month has, hours 0–23, minutes and seconds 0–59. */
export function isPublicationTime(value: string): boolean {
  const match = PUBLICATION_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const probe = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay = probe.getUTCFullYear() === year && probe.getUTCMonth() === month! - 1 && probe.getUTCDate() === day;
  const offset = match[7];
  const realOffset = !offset || offset === 'Z' || (Number(offset.slice(1, 3)) <= 14 && Number(offset.slice(4, 6)) <= 59);
  return realDay && hour! <= 23 && minute! <= 59 && second! <= 59 && realOffset;
}

/**
 * The UTC instant (ISO) a publication time means: a date alone is 00:00 in `zone`, a date and time without an
 * offset is that wall-clock time in `zone`, one with an offset (or Z) is that instant. Null when not valid.
 */
export function publicationInstant(value: string, zone: string): string | null {
  if (!isPublicationTime(value)) return null;
  const match = PUBLICATION_TIME.exec(value)!;
  if (match[7]) return new Date(value).toISOString();
  const date = value.slice(0, 10);
  return match[4] === undefined ? zonedMidnightToUtc(date, zone) : zonedToUtc(date, `${match[4]}:${match[5]}`, zone);
}
