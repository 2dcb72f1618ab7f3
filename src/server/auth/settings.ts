import 'server-only';
import { env } from '../env';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/password-rules';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Session, lockout and rate-limit figures (seconds); docs/decisions/0006 and 0007 explain each choice. */
export const authSettings = {
  /** Absolute lifetime: a session ends 7 days after sign-in however much it is used. */
  sessionAbsoluteSeconds: 7 * DAY,
  /** Idle timeout: a session unused for 12 hours ends. */
  sessionIdleSeconds: 12 * HOUR,
  /** Last-use is written at most this often, so a busy admin page does not write on every request. */
  sessionTouchSeconds: 15 * MINUTE,
  minPasswordLength: MIN_PASSWORD_LENGTH,
  maxPasswordLength: MAX_PASSWORD_LENGTH,
  /** Failed sign-ins for one e-mail address, within the window, before it is locked. */
  lockoutFailures: 5,
  /** Failures older than this no longer count towards a lock or a slow-down. */
  lockoutWindowSeconds: 10 * MINUTE,
  lockoutSeconds: 10 * MINUTE,
  /** Sign-ins for an address with this many recent failures wait slowDownBaseMs, doubling per failure. */
  slowDownAfterFailures: 2,
  slowDownBaseMs: 250,
  slowDownMaxMs: 2000,
  /** Sign-in attempts per known client address (TRUST_PROXY set), per window. */
  signInPerAddress: 20,
  /** Without a trusted proxy the address is unknown: all clients share one bucket, so it is roomier. */
  signInShared: 60,
  signInWindowSeconds: MINUTE,
  /** Every other auth endpoint. */
  requestsPerWindow: 100,
  requestsWindowSeconds: MINUTE,
  /** The role of the first account and of Better Auth's admin endpoints (src/lib/staff-roles.ts has them all). */
  adminRole: 'admin',
} as const;

/**
 * How many reverse proxies stand in front of the app (TRUST_PROXY, validated in env.ts). 0: X-Forwarded-For is
 * not trusted, because `next start` keeps a client-sent X-Forwarded-For and only fills it in when it is missing.
 */
export function trustedProxyHops(): number {
  return env().TRUST_PROXY;
}

/** "Too many attempts, try again in N minutes": the one text for a lockout and a rate limit. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';
