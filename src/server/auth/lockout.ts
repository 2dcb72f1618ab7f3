import 'server-only';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearSignInFailures, countSignInAttempt, lockSignInsIfReached, purgeExpiredSignInFailures } from '../repositories/sign-in-failures';
import { authSettings as s, TOO_MANY_ATTEMPTS, tooManyAttemptsMessage } from './settings';
import { recordAudit } from '../repositories/audit-log';
import { PASSKEY_NAME_MAX } from '@/lib/passkey-name';

const SIGN_IN_PATH = '/sign-in/email';
const SECOND_STEP_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
// The member's own changes to their account, as the audit log names them.
const ACCOUNT_PATHS = new Map([
  ['/change-password', 'password-change'],
  ['/two-factor/disable', '2fa-disable'],
  ['/two-factor/generate-backup-codes', '2fa-recovery-codes'],
  ['/passkey/verify-registration', 'passkey-add'],
  ['/passkey/delete-passkey', 'passkey-remove'],
]);
// A sign-in with a passkey: a whole sign-in in one step (the passkey's own check is the second factor).
const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication';
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

/** Attempts older than this started their window too long ago to count. */
const windowStartedAfter = (now: number) => new Date(now - s.lockoutWindowSeconds * SECOND);

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
 * Per-account protection that Better Auth lacks. Every sign-in attempt is counted before its password is checked
 * (one atomic UPSERT), so parallel guesses cannot all reach the check: within the window, the attempt after
 * `lockoutFailures` is refused, and the refusal that reaches `lockoutFailures` locks the address for
 * `lockoutSeconds` (right password included). A success clears the count. Attempts for an address with recent
 * ones wait (signInDelayMs). Unknown addresses are counted, slowed and locked the same way, so neither reveals
 * which addresses have accounts.
 */
export function lockoutHooks(db: Kysely<Database>) {
  const before = createAuthMiddleware(async (ctx) => {
    // Adding a passkey may not also start a session (the plugin's `createSession`): that would be a sign-in with no
    // entry and a fresh session's clock from a session that may be old.
    if (ctx.path === '/passkey/verify-registration') {
      const body = ctx.body as { createSession?: unknown; name?: unknown } | undefined;
      if (body?.createSession) throw new APIError('BAD_REQUEST', { message: 'Adding a passkey does not sign in.' });
      // The account page's limit on a passkey's name, kept by the server too (the plugin takes any length).
      if (typeof body?.name === 'string' && body.name.trim().length > PASSKEY_NAME_MAX) throw new APIError('BAD_REQUEST', { message: `A passkey's name is at most ${PASSKEY_NAME_MAX} characters.` });
    }
    // A member's change to their own account is made by Better Auth, whose writes cannot join a transaction of ours:
    // its entry is written before it, so no such change can exist without its record (an entry that cannot be
    // written stops the change); a refusal is recorded after, as `<action>-refused` (docs/decisions/0038).
    const change = ACCOUNT_PATHS.get(ctx.path ?? '') ?? (ctx.path === '/two-factor/verify-totp' ? '2fa-enable' : undefined);
    if (change) {
      const signedIn = (await getSessionFromCtx(ctx))?.user;
      if (signedIn) await recordAudit(db, { action: change, entity: 'account', entityId: signedIn.id, actor: { id: signedIn.id, email: signedIn.email } });
      return;
    }
    if (ctx.path !== SIGN_IN_PATH) return;
    const key = lockoutKey(ctx.body);
    if (!key) return;
    const now = Date.now();
    const { attempts, lockedUntil } = await countSignInAttempt(db, key, new Date(now), windowStartedAfter(now));
    if (lockedUntil && lockedUntil.getTime() > now) throw lockedError(lockedUntil, now);
    // Earlier attempts of this window are still being checked (or failed): this one is not checked at all.
    if (attempts > s.lockoutFailures) throw lockedError(new Date(now + s.lockoutSeconds * SECOND), now);
    // Before the password check, so a wrong password and an unknown address wait exactly alike.
    const delay = signInDelayMs(attempts - 1);
    if (delay > 0) await sleep(delay);
  });

  // Runs only for attempts the before hook let through.
  const after = createAuthMiddleware(async (ctx) => {
    // The second step of a two-factor sign-in: its session is the sign-in (the accounts screen's "last sign-in").
    if (SECOND_STEP_PATHS.has(ctx.path ?? '')) {
      const user = ctx.context.newSession?.user;
      const signedIn = ctx.context.session?.user;
      // With a session already, a first code confirms turning two-factor sign-in on (recorded before: a wrong code
      // says so after); without, it is a sign-in's second step.
      if (signedIn) {
        if (isAPIError(ctx.context.returned)) await recordAudit(db, { action: '2fa-enable-refused', entity: 'account', entityId: signedIn.id, actor: { id: signedIn.id, email: signedIn.email } });
      } else if (user) {
        await ctx.context.internalAdapter.updateUser(user.id, { lastSignInAt: new Date() });
        await recordAudit(db, { action: 'sign-in', entity: 'session', entityId: user.id, actor: { id: user.id, email: user.email }, changes: { factor: ctx.path === '/two-factor/verify-backup-code' ? 'recovery-code' : 'app-code' } });
      } else if (isAPIError(ctx.context.returned)) await recordAudit(db, { action: 'sign-in-failed', entity: 'session', actor: null, changes: { step: 'two-factor' } });
      return;
    }
    if (ctx.path === PASSKEY_SIGN_IN_PATH) {
      const user = ctx.context.newSession?.user;
      if (user && !isAPIError(ctx.context.returned)) {
        await ctx.context.internalAdapter.updateUser(user.id, { lastSignInAt: new Date() });
        await recordAudit(db, { action: 'sign-in', entity: 'session', entityId: user.id, actor: { id: user.id, email: user.email }, changes: { factor: 'passkey' } });
      } else await recordAudit(db, { action: 'sign-in-failed', entity: 'session', actor: null, changes: { step: 'passkey' } });
      return;
    }
    if (ACCOUNT_PATHS.has(ctx.path ?? '')) {
      const user = ctx.context.session?.user;
      // Recorded before it ran (above); refused, it is recorded as such.
      if (user && isAPIError(ctx.context.returned)) await recordAudit(db, { action: `${ACCOUNT_PATHS.get(ctx.path ?? '')!}-refused`, entity: 'account', entityId: user.id, actor: { id: user.id, email: user.email } });
      return;
    }
    if (ctx.path !== SIGN_IN_PATH) return;
    const key = lockoutKey(ctx.body);
    if (!key) return;
    if (!isAPIError(ctx.context.returned)) {
      await clearSignInFailures(db, key);
      // The accounts screen's "last sign-in"; with two-factor sign-in, the second step's (the password alone is not one).
      const signedIn = ctx.context.newSession?.user as { id: string; email: string; twoFactorEnabled?: boolean } | undefined;
      if (signedIn && !signedIn.twoFactorEnabled) {
        await ctx.context.internalAdapter.updateUser(signedIn.id, { lastSignInAt: new Date() });
        await recordAudit(db, { action: 'sign-in', entity: 'session', entityId: signedIn.id, actor: { id: signedIn.id, email: signedIn.email } });
      }
      return;
    }
    const now = new Date();
    // The address as typed: a failed sign-in of an unknown address is recorded too (the log says which was tried).
    await recordAudit(db, { action: 'sign-in-failed', entity: 'session', actor: { id: null, email: key } }, now);
    if (await lockSignInsIfReached(db, key, s.lockoutFailures, new Date(now.getTime() + s.lockoutSeconds * SECOND), now)) {
      await recordAudit(db, { action: 'lockout', entity: 'session', actor: { id: null, email: key }, changes: { minutes: s.lockoutSeconds / 60 } }, now);
    }
    // On each refusal (they are rare and rate-limited): rows whose window and lock are both over.
    const staleMs = Math.max(s.lockoutWindowSeconds, s.lockoutSeconds) * SECOND;
    await purgeExpiredSignInFailures(db, now, new Date(now.getTime() - staleMs));
  });

  return { before, after };
}
