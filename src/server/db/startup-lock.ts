import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { DbEngine } from './schema';

// First key of the two-key advisory lock (any constant of ours); the second is the schema, so apps or test schemas
// sharing one PostgreSQL database do not wait for each other.
const LOCK_CLASS = 5_407_011;
const lockKeys = sql`${sql.lit(LOCK_CLASS)}, hashtext(coalesce(current_schema(), ''))`;

const holder = globalThis as typeof globalThis & { __smarttechStartupLocks?: Map<string, Promise<void>> };

/** A promise chain per key: one holder at a time inside this process. */
async function withProcessLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const locks = (holder.__smarttechStartupLocks ??= new Map());
  const previous = locks.get(key) ?? Promise.resolve();
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  locks.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (locks.get(key) === tail) locks.delete(key);
  }
}

/**
 * Runs start-up schema work (migrations, seed, Better Auth's tables, the first account) one instance at a time.
 * PostgreSQL: a session-level advisory lock held on a dedicated pool connection while `work` runs on the others;
 * it is released in finally, or by the server if that session dies. SQLite serves one process, so a lock inside
 * this process (keyed by the database file) is enough; writes from elsewhere wait on the busy timeout.
 * Not re-entrant: never call it from inside `work`.
 */
export async function withStartupLock<DB, T>(db: Kysely<DB>, engine: DbEngine, work: () => Promise<T>): Promise<T> {
  if (engine === 'sqlite') {
    const main = (await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db)).rows.find((row) => row.name === 'main');
    return withProcessLock(`sqlite:${main?.file ?? ''}`, work);
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lockKeys})`.execute(connection);
    try {
      return await work();
    } finally {
      // If the session is gone, so is its lock: nothing to undo, and the work's own error matters more.
      await sql`select pg_advisory_unlock(${lockKeys})`.execute(connection).catch(() => undefined);
    }
  });
}
