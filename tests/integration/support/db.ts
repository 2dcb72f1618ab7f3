import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { Pool } from 'pg';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { openDatabase, setDbForTests, type Database, type DbEngine } from '@/server/db';
import { databaseName, dropDatabase, urlOfDatabase, withAdmin, type Templates } from './templates';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each(engines)`. */
export const engines: DbEngine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDb = {
  db: Kysely<Database>;
  engine: DbEngine;
  cleanup: () => Promise<void>;
  /** Opens the same database again (a restart), through the app's opener. */
  reopen: () => Promise<Kysely<Database>>;
  /** The SQLite file, or '' on PostgreSQL. */
  file: string;
  /** PostgreSQL: the connection string of this test's own database (LISTEN/NOTIFY stays inside it); '' on SQLite. */
  url: string;
};

/** The run's templates (tests/integration/support/global-setup.ts), or undefined when run without that setup. */
function templates(): Templates | undefined {
  try {
    return inject('smarttechTemplates');
  } catch {
    return undefined;
  }
}

let sqliteTemplate: Buffer | undefined;

/** Drops of test databases still running: off each test's path, awaited at the end of the file. */
const pendingDrops = new Set<Promise<void>>();

/** Waits for the test databases dropped so far to be gone (the run's global teardown drops any left). */
export async function settleDrops(): Promise<void> {
  await Promise.all([...pendingDrops]);
}

function dropLater(name: string): void {
  const drop = withAdmin((admin) => dropDatabase(admin, name)).catch((error: unknown) => console.warn(`could not drop test database ${name}: ${(error as Error).message}`));
  pendingDrops.add(drop);
  void drop.finally(() => pendingDrops.delete(drop));
}

/**
 * A fresh, migrated and seeded database: a copy of the run's template (a SQLite file; a PostgreSQL database of its
 * own), opened with openDatabase, whose migrations and seed then find nothing to do. Without the run's templates,
 * a new SQLite file or PostgreSQL schema migrated and seeded from scratch.
 */
export async function createTestDb(engine: DbEngine): Promise<TestDb> {
  const made = templates();
  if (engine === 'sqlite') {
    // mkdtemp makes the directory 0700; the copy is written 0600, as src/server/files.ts does for the app's files.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-test-'));
    const file = path.join(dir, 'smarttech.db');
    if (made) {
      sqliteTemplate ??= fs.readFileSync(made.sqliteFile);
      fs.writeFileSync(file, sqliteTemplate, { mode: 0o600, flag: 'wx' });
    }
    const opened: Kysely<Database>[] = [];
    const open = async () => {
      const db = await openDatabase({ engine, file });
      opened.push(db);
      return db;
    };
    const db = await open();
    return {
      db,
      engine,
      file,
      url: '',
      reopen: open,
      cleanup: async () => {
        for (const d of opened) await d.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  if (made?.postgresDatabase) {
    const name = databaseName(made.prefix, 'db');
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${made.postgresDatabase}`));
    const url = urlOfDatabase(name);
    const opened: Kysely<Database>[] = [];
    const open = async () => {
      const db = await openDatabase({ engine, url });
      opened.push(db);
      return db;
    };
    const db = await open().catch(async (error: unknown) => {
      dropLater(name);
      throw error;
    });
    return {
      db,
      engine,
      file: '',
      url,
      reopen: open,
      cleanup: async () => {
        for (const d of opened) await d.destroy();
        dropLater(name);
      },
    };
  }
  return createTestSchema();
}

/** Without templates: a new schema in TEST_DATABASE_URL's database, migrated and seeded by openDatabase. */
async function createTestSchema(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const opened: Kysely<Database>[] = [];
  const open = async () => {
    const db = await openDatabase({ engine: 'postgres', url, schema });
    opened.push(db);
    return db;
  };
  const db = await open();
  return {
    db,
    engine: 'postgres',
    file: '',
    url,
    reopen: open,
    cleanup: async () => {
      for (const d of opened) await d.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * Gives each test of the enclosing describe a fresh database that getDb() returns.
 * Read `current()` inside a test.
 */
export function useTestDb(engine: DbEngine): () => TestDb {
  let current: TestDb | undefined;
  beforeEach(async () => {
    current = await createTestDb(engine);
    setDbForTests(current.db, engine);
  });
  afterEach(async () => {
    setDbForTests(undefined);
    await current?.cleanup();
    current = undefined;
  });
  afterAll(settleDrops);
  return () => {
    if (!current) throw new Error('useTestDb: no database outside a test');
    return current;
  };
}
