import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { Pool } from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, setDbForTests, type Database, type DbEngine } from '@/server/db';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each(engines)`. */
export const engines: DbEngine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDb = { db: Kysely<Database>; engine: DbEngine; cleanup: () => Promise<void>; reopen: () => Promise<Kysely<Database>> };

/** A fresh, migrated and seeded database: a new SQLite file, or a new PostgreSQL schema. */
export async function createTestDb(engine: DbEngine): Promise<TestDb> {
  const suffix = randomBytes(6).toString('hex');
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-test-'));
    const file = path.join(dir, 'smarttech.db');
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
      reopen: open,
      cleanup: async () => {
        for (const d of opened) await d.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${suffix}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const opened: Kysely<Database>[] = [];
  const open = async () => {
    const db = await openDatabase({ engine, url, schema });
    opened.push(db);
    return db;
  };
  const db = await open();
  return {
    db,
    engine,
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
  return () => {
    if (!current) throw new Error('useTestDb: no database outside a test');
    return current;
  };
}
