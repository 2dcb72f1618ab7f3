import { describe, expect, it } from 'vitest';
import { formatDateTime, isTimeZone, utcToZoned, zonedMidnightToUtc, zonedToday, zonedToUtc } from '@/lib/site-time';

const AMS = 'Europe/Amsterdam';

describe('site time', () => {
  it('turns a wall-clock time in the site zone into the UTC instant, in winter and in summer', () => {
    expect(zonedToUtc('2026-01-15', '09:30', AMS)).toBe('2026-01-15T08:30:00.000Z');
    expect(zonedToUtc('2026-07-15', '09:30', AMS)).toBe('2026-07-15T07:30:00.000Z');
    expect(zonedMidnightToUtc('2026-03-04', AMS)).toBe('2026-03-03T23:00:00.000Z');
    expect(zonedToUtc('2026-03-04', '12:00', 'UTC')).toBe('2026-03-04T12:00:00.000Z');
    expect(zonedToUtc('2026-03-04', '12:00', 'America/New_York')).toBe('2026-03-04T17:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 → 03:00 in Amsterdam. 02:30 does not exist; it resolves an hour on.
    expect(zonedToUtc('2026-03-29', '01:59', AMS)).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedToUtc('2026-03-29', '03:00', AMS)).toBe('2026-03-29T01:00:00.000Z');
    expect(utcToZoned(zonedToUtc('2026-03-29', '02:30', AMS), AMS).time).toBe('03:30');
    // 25 October 2026: 03:00 → 02:00. Times after the change are on winter time; 02:30, shown twice, is the first.
    expect(zonedToUtc('2026-10-25', '04:00', AMS)).toBe('2026-10-25T03:00:00.000Z');
    expect(zonedToUtc('2026-10-25', '02:30', AMS)).toBe('2026-10-25T00:30:00.000Z');
    // West of UTC too: New York's skipped 02:30 is 03:30 EDT, not 01:30 EST; Santiago's midnight that does not
    // happen (6 September 2026) is the 01:00 that does, so a day starting then never starts the evening before.
    expect(utcToZoned(zonedToUtc('2026-03-08', '02:30', 'America/New_York'), 'America/New_York')).toEqual({ date: '2026-03-08', time: '03:30' });
    expect(utcToZoned(zonedMidnightToUtc('2026-09-06', 'America/Santiago'), 'America/Santiago')).toEqual({ date: '2026-09-06', time: '01:00' });
    expect(zonedToUtc('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads an instant back as the site zone shows it, round trip', () => {
    for (const [date, time] of [['2026-01-01', '00:00'], ['2026-06-30', '23:59'], ['2026-10-25', '12:15']] as const) {
      expect(utcToZoned(zonedToUtc(date, time, AMS), AMS)).toEqual({ date, time });
    }
    expect(zonedToday(AMS, new Date('2026-03-03T23:30:00Z'))).toBe('2026-03-04');
  });

  it('formats with the zone name and knows real zones', () => {
    expect(formatDateTime('2026-01-15T08:30:00.000Z', AMS)).toBe('January 15, 2026 at 09:30 GMT+1');
    expect(isTimeZone(AMS)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
