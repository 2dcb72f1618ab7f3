/** Carousel index arithmetic and swipe reading, kept pure so they can be unit-tested. */
export const AUTO_ADVANCE_MS = 4000;
export const SWIPE_THRESHOLD_PX = 50;

/** The index `step` slides away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A horizontal swipe over the threshold: left moves next (+1), right moves previous (−1); otherwise 0. */
export function swipeStep(deltaX: number, deltaY = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaX) < Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
