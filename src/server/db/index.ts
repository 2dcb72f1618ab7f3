import 'server-only';
import { Kysely } from 'kysely';
import { env } from '../env';
import { migrate } from './migrations';
import type { Database, DbEngine } from './schema';
import { seedOnce } from './seed';
import { seedKindsOnce } from '@/kit/server/seed';
import { kindSeeds } from '@/kinds/registry';
import { openPostgres } from './postgres';
import { openSqlite, sqliteFile } from './sqlite';
import { withStartupLock } from './startup-lock';

export type { Database, DbEngine } from './schema';

type DbState = { engine: DbEngine; promise: Promise<Kysely<Database>> };

// On globalThis: Next bundles instrumentation and route handlers apart, and both must share one connection.
const holder = globalThis as typeof globalThis & { __smarttechDb?: DbState };

// The file of each SQLite database opened here: a worker thread writing to it opens the same file
// (server/analytics/sqlite-writer.ts).
const sqliteFiles = new WeakMap<Kysely<Database>, string>();

/** The file of a SQLite database opened by openDatabase; undefined for PostgreSQL. */
export const sqliteFileOf = (db: Kysely<Database>): string | undefined => sqliteFiles.get(db);

/** Opens a database, migrates it and seeds it once. Used by getDb and by the test helpers. */
export async function openDatabase(options: { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string }): Promise<Kysely<Database>> {
  const dialect = options.engine === 'sqlite' ? openSqlite(options.file).dialect : openPostgres(options.url, options.schema).dialect;
  const db = new Kysely<Database>({ dialect });
  if (options.engine === 'sqlite') sqliteFiles.set(db, options.file);
  try {
    await prepareDatabase(db, options.engine);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

/** Runs pending migrations, then the one-time seed, under the start-up lock: safe on every start of every instance. */
export async function prepareDatabase(db: Kysely<Database>, engine: DbEngine): Promise<void> {
  await withStartupLock(db, engine, async () => {
    await migrate(db as unknown as Kysely<unknown>, engine);
    await seedOnce(db);
    await seedKindsOnce(db, kindSeeds);
  });
}

function configuredEngine(): DbEngine {
  return env().DATABASE_URL ? 'postgres' : 'sqlite';
}

/** The database, opened lazily on first call (never at import: `next build` imports this module). */
export function getDb(): Promise<Kysely<Database>> {
  if (!holder.__smarttechDb) {
    const { DATABASE_URL, DATA_DIR } = env();
    const engine = configuredEngine();
    const promise = DATABASE_URL
      ? openDatabase({ engine: 'postgres', url: DATABASE_URL })
      : openDatabase({ engine: 'sqlite', file: sqliteFile(DATA_DIR) });
    const state: DbState = { engine, promise };
    // A failed open is not cached, so the next call can retry.
    promise.catch(() => {
      if (holder.__smarttechDb === state) holder.__smarttechDb = undefined;
    });
    holder.__smarttechDb = state;
  }
  return holder.__smarttechDb.promise;
}

/** Which engine getDb uses. */
export function dbEngine(): DbEngine {
  return holder.__smarttechDb?.engine ?? configuredEngine();
}

/** Tests: point getDb at a prepared database (or forget it with `undefined`). */
export function setDbForTests(db: Kysely<Database> | undefined, engine: DbEngine = 'sqlite'): void {
  holder.__smarttechDb = db ? { engine, promise: Promise.resolve(db) } : undefined;
}

/** Closes the shared database (backup script, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const state = holder.__smarttechDb;
  holder.__smarttechDb = undefined;
  if (state) await (await state.promise).destroy();
}
