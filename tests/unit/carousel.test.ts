import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from '@/lib/carousel';

describe('wrapIndex', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(wrapIndex(2, 1, 7)).toBe(3);
    expect(wrapIndex(6, 1, 7)).toBe(0);
  });
  it('moves back and wraps from the first slide to the last', () => {
    expect(wrapIndex(0, -1, 7)).toBe(6);
  });
  it('stays at 0 with no slides', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('a left swipe over 50 px moves next, a right swipe moves previous', () => {
    expect(swipeStep(-80)).toBe(1);
    expect(swipeStep(80)).toBe(-1);
  });
  it('ignores swipes of 50 px or less and mostly vertical drags', () => {
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(30)).toBe(0);
    expect(swipeStep(-70, 120)).toBe(0);
  });
});
