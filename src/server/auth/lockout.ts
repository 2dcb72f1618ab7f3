import 'server-only';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  clearSignInFailures,
  findSignInFailures,
  lockSignIns,
  purgeExpiredSignInFailures,
  recordSignInFailure,
  type SignInFailures,
} from '../repositories/sign-in-failures';
import { authSettings as s, TOO_MANY_ATTEMPTS, tooManyAttemptsMessage } from './settings';

const SIGN_IN_PATH = '/sign-in/email';
const SECOND = 1000;

/** The key of the lockout: the address as typed, trimmed and lower-cased (Better Auth matches case-insensitively). */
function lockoutKey(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key && key.length <= 320 ? key : null;
}

function lockedError(lockedUntil: Date, now: number): APIError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now) / SECOND));
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: TOO_MANY_ATTEMPTS, message: tooManyAttemptsMessage(retryAfter), retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

const isUnauthorized = (value: unknown) => isAPIError(value) && value.statusCode === 401;

/** Failures that still count: those of a window that started less than lockoutWindowSeconds ago. */
function recentFailures(row: SignInFailures | null, now: number): number {
  if (!row?.windowStartedAt) return 0;
  return now - row.windowStartedAt.getTime() < s.lockoutWindowSeconds * SECOND ? row.failedCount : 0;
}

/** The wait before a sign-in for an address with `failures` recent failures: none, then 250 ms doubling to 2 s. */
export function signInDelayMs(failures: number): number {
  if (failures < s.slowDownAfterFailures) return 0;
  return Math.min(s.slowDownMaxMs, s.slowDownBaseMs * 2 ** (failures - s.slowDownAfterFailures));
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let sleep = realSleep;

/** Tests: record the slow-down instead of waiting it out; without an argument the real wait is back. */
export function setSignInSleepForTests(fake?: Sleep): void {
  sleep = fake ?? realSleep;
}

/**
 * Per-account protection that Better Auth lacks. Every sign-in for an address with recent failures waits
 * (signInDelayMs); after `lockoutFailures` failures within the window, every sign-in for it (right password
 * included) answers 429 for `lockoutSeconds`. Unknown addresses are counted, slowed and locked the same way,
 * so neither reveals which addresses have accounts.
 */
export function lockoutHooks(db: Kysely<Database>) {
  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN_PATH) return;
    const key = lockoutKey(ctx.body);
    if (!key) return;
    const row = await findSignInFailures(db, key);
    const now = Date.now();
    if (row?.lockedUntil && row.lockedUntil.getTime() > now) throw lockedError(row.lockedUntil, now);
    // Before the password check, so a wrong password and an unknown address wait exactly alike.
    const delay = signInDelayMs(recentFailures(row, now));
    if (delay > 0) await sleep(delay);
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN_PATH) return;
    const key = lockoutKey(ctx.body);
    if (!key) return;
    const returned = ctx.context.returned;
    if (isUnauthorized(returned)) {
      const now = new Date();
      const failures = await recordSignInFailure(db, key, now, new Date(now.getTime() - s.lockoutWindowSeconds * SECOND));
      if (failures >= s.lockoutFailures) await lockSignIns(db, key, new Date(now.getTime() + s.lockoutSeconds * SECOND), now);
      // On each failure (writes are rare and rate-limited): rows whose window and lock are both over.
      const staleMs = Math.max(s.lockoutWindowSeconds, s.lockoutSeconds) * SECOND;
      await purgeExpiredSignInFailures(db, now, new Date(now.getTime() - staleMs));
    } else if (!isAPIError(returned)) {
      await clearSignInFailures(db, key);
    }
  });

  return { before, after };
}
