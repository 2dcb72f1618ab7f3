import 'server-only';
import { sql, type Kysely } from 'kysely';

/** One row per e-mail address that failed to sign in; known and unknown addresses alike. */
interface AuthLockoutTable {
  email: string;
  failed_count: number;
  locked_until: string | null;
  updated_at: string;
}

type LockoutDb = Kysely<{ auth_lockout: AuthLockoutTable }>;

export type LockoutRow = { failedCount: number; lockedUntil: Date | null };

// The app's own database handle is typed for its tables; this table is ours alone.
const asLockoutDb = <DB>(db: Kysely<DB>) => db as unknown as LockoutDb;

/** Creates the lockout table when it is missing (runs at every start, before the first sign-in). */
export async function ensureLockoutTable<DB>(db: Kysely<DB>): Promise<void> {
  await asLockoutDb(db)
    .schema.createTable('auth_lockout')
    .ifNotExists()
    .addColumn('email', 'varchar(320)', (column) => column.primaryKey())
    .addColumn('failed_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();
}

export async function findLockout<DB>(db: Kysely<DB>, email: string): Promise<LockoutRow | null> {
  const row = await asLockoutDb(db)
    .selectFrom('auth_lockout')
    .select(['failed_count', 'locked_until'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) return null;
  return { failedCount: Number(row.failed_count), lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
}

/** Adds one failure atomically (concurrent attempts each count) and returns the new count. */
export async function addFailure<DB>(db: Kysely<DB>, email: string, now: Date): Promise<number> {
  const row = await asLockoutDb(db)
    .insertInto('auth_lockout')
    .values({ email, failed_count: 1, locked_until: null, updated_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        failed_count: sql<number>`auth_lockout.failed_count + 1`,
        updated_at: now.toISOString(),
      }),
    )
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  return Number(row.failed_count);
}

/** Locks the address until `until` and starts counting afresh for the next period. */
export async function lockUntil<DB>(db: Kysely<DB>, email: string, until: Date, now: Date): Promise<void> {
  await asLockoutDb(db)
    .updateTable('auth_lockout')
    .set({ failed_count: 0, locked_until: until.toISOString(), updated_at: now.toISOString() })
    .where('email', '=', email)
    .execute();
}

/** A successful sign-in forgets earlier failures. */
export async function clearLockout<DB>(db: Kysely<DB>, email: string): Promise<void> {
  await asLockoutDb(db).deleteFrom('auth_lockout').where('email', '=', email).execute();
}
