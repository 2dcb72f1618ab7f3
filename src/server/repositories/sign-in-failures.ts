import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Takes the database Better Auth was built on (it is rebuilt per database), not getDb(): the two must agree.
type Db = Kysely<Database>;

const toDate = (value: string | null) => (value ? new Date(value) : null);

export type SignInAttempt = { attempts: number; lockedUntil: Date | null };

/**
 * Counts a sign-in attempt before its password is checked, in one atomic UPSERT … RETURNING, so parallel attempts
 * each see their own number. Returns the attempts of the current window, this one included, and the lock if one
 * is still running (then nothing is counted). A window that started at or before `windowStartedAfter`, or none
 * (after a lock), has expired: counting starts again at 1 from `now`.
 */
export async function countSignInAttempt(db: Db, email: string, now: Date, windowStartedAfter: Date): Promise<SignInAttempt> {
  const at = now.toISOString();
  const locked = sql<boolean>`(auth_lockout.locked_until is not null and auth_lockout.locked_until > ${at})`;
  const expired = sql<boolean>`(auth_lockout.window_started_at is null or auth_lockout.window_started_at <= ${windowStartedAfter.toISOString()})`;
  const row = await db
    .insertInto('auth_lockout')
    .values({ email, failed_count: 1, window_started_at: at, locked_until: null, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        // Every CASE reads the row as it was before this update (SQL semantics on both engines).
        failed_count: sql<number>`case when ${locked} then auth_lockout.failed_count when ${expired} then 1 else auth_lockout.failed_count + 1 end`,
        window_started_at: sql<string>`case when ${locked} then auth_lockout.window_started_at when ${expired} then ${at} else auth_lockout.window_started_at end`,
        locked_until: sql<string>`case when ${locked} then auth_lockout.locked_until else null end`,
        updated_at: at,
      }),
    )
    .returning(['failed_count', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { attempts: Number(row.failed_count), lockedUntil: toDate(row.locked_until) };
}

/**
 * After a refused sign-in: locks the address until `until` when its window holds at least `failures` attempts
 * (one statement, so concurrent refusals lock once). The next attempt after the lock starts a new window.
 */
export async function lockSignInsIfReached(db: Db, email: string, failures: number, until: Date, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('auth_lockout')
    .set({ failed_count: 0, window_started_at: null, locked_until: until.toISOString(), updated_at: now.toISOString() })
    .where('email', '=', email)
    .where('failed_count', '>=', failures)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A successful sign-in (or a password reset) forgets earlier failures. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('auth_lockout').where('email', '=', email).execute();
}

/**
 * Deletes rows last written before `staleBefore` whose lock (if any) is over: their window has closed too.
 * Unknown addresses never see a success that would clear them, so without this the table only grows.
 */
export async function purgeExpiredSignInFailures(db: Db, now: Date, staleBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('auth_lockout')
    .where('updated_at', '<', staleBefore.toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
