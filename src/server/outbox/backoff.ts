// When a failed delivery is tried again (docs/decisions/0019): the first retry within 30 s, then further apart, for
// ten attempts over about two days, so an SMTP or webhook outage of a day still ends in a delivery.
const RETRY_DELAYS_MS = [20_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000];

/** Attempts a row gets before it is marked failed (and waits for "retry now"). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait after the `attempts`-th failed attempt (1-based), or null when that was the last one. */
export function retryDelayMs(attempts: number): number | null {
  return attempts >= MAX_ATTEMPTS ? null : RETRY_DELAYS_MS[Math.max(0, attempts - 1)]!;
}
