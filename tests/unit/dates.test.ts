import { describe, expect, it } from 'vitest';
import { formatDate, todayIsoDate } from '@/lib/dates';

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
