import 'server-only';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { addFailure, clearLockout, findLockout, lockUntil } from './lockout-repository';
import { authSettings, TOO_MANY_ATTEMPTS, tooManyAttemptsMessage } from './settings';

const SIGN_IN_PATH = '/sign-in/email';

/** The key of the lockout: the address as typed, trimmed and lower-cased (Better Auth matches case-insensitively). */
function lockoutKey(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key && key.length <= 320 ? key : null;
}

function lockedError(lockedUntil: Date, now: number): APIError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000));
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: TOO_MANY_ATTEMPTS, message: tooManyAttemptsMessage(retryAfter), retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

const isUnauthorized = (value: unknown) => isAPIError(value) && value.statusCode === 401;

/**
 * Per-account lockout that Better Auth lacks: after `lockoutFailures` wrong passwords for one address, every
 * sign-in for it (right password included) answers 429 for `lockoutSeconds`. Unknown addresses count too, so a
 * lockout does not reveal which addresses have accounts.
 */
export function lockoutHooks(db: Kysely<unknown>) {
  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN_PATH) return;
    const key = lockoutKey(ctx.body);
    if (!key) return;
    const row = await findLockout(db, key);
    const now = Date.now();
    if (row?.lockedUntil && row.lockedUntil.getTime() > now) throw lockedError(row.lockedUntil, now);
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN_PATH) return;
    const key = lockoutKey(ctx.body);
    if (!key) return;
    const returned = ctx.context.returned;
    if (isUnauthorized(returned)) {
      const now = new Date();
      const failures = await addFailure(db, key, now);
      if (failures >= authSettings.lockoutFailures) {
        await lockUntil(db, key, new Date(now.getTime() + authSettings.lockoutSeconds * 1000), now);
      }
    } else if (!isAPIError(returned)) {
      await clearLockout(db, key);
    }
  });

  return { before, after };
}
