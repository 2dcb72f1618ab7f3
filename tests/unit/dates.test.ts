import { describe, expect, it } from 'vitest';
import { formatDate, timeAgo, todayIsoDate } from '@/lib/dates';

describe('formatDate', () => {
  it('formats a calendar date in en-US without shifting the day', () => {
    expect(formatDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatDate('2026-12-31')).toBe('December 31, 2026');
  });
  it('formats a timestamp in UTC', () => {
    expect(formatDate('2026-01-15T23:30:00.000Z')).toBe('January 15, 2026');
  });
  it('formats an instant as the day it is in the given zone (a publication at 00:00 in Amsterdam)', () => {
    expect(formatDate('2026-03-03T23:00:00.000Z', 'Europe/Amsterdam')).toBe('March 4, 2026');
    expect(formatDate('2026-03-04', 'Europe/Amsterdam')).toBe('March 4, 2026');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('todayIsoDate', () => {
  it('gives the UTC calendar date', () => {
    expect(todayIsoDate(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-22');
  });
});

describe('timeAgo: how old a lead is, in words', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  it.each([
    [0, 'now'],
    [59 * second, 'now'],
    [minute, '1 minute ago'],
    [2 * minute - 1, '1 minute ago'],
    [2 * minute, '2 minutes ago'],
    [59 * minute + 59 * second, '59 minutes ago'],
    [hour, '1 hour ago'],
    [2 * hour - 1, '1 hour ago'],
    [2 * hour, '2 hours ago'],
    [47 * hour + 59 * minute, '47 hours ago'],
    [48 * hour, '2 days ago'],
    [10 * 24 * hour, '10 days ago'],
  ])('%i ms ago reads "%s"', (ms, words) => {
    expect(timeAgo(before(ms), now)).toBe(words);
  });
  it('reads "now" for an instant slightly ahead (clock skew) and takes a Date or a number', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * second), now)).toBe('now');
    expect(timeAgo(new Date(now.getTime() - 5 * minute), now.getTime())).toBe('5 minutes ago');
  });
});
