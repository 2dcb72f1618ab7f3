import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import './support/auth';
import { getAuth } from '@/server/auth/auth';
import { openDatabase, setDbForTests, type Database, type DbEngine } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { MIGRATION_NAMES } from '@/server/db/migrations';
import { engines } from './support/db';

const INSTANCES = 4;
const ADMIN = { email: 'first@test.example', password: 'first-account-password-1' };

// A fresh, empty place for a database: a new SQLite file, or a new PostgreSQL schema nobody has migrated.
async function freshTarget(engine: DbEngine) {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-start-'));
    const file = path.join(dir, 'smarttech.db');
    return { open: () => openDatabase({ engine, file }), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `s_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  return {
    open: () => openDatabase({ engine, url, schema }),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

describe.each(engines)('%s: instances starting together on a fresh database', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    setDbForTests(undefined);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetEnvForTests();
  });

  it(`${INSTANCES} instances open, migrate, seed and build auth at once; each step runs once`, async () => {
    process.env.ADMIN_EMAIL = ADMIN.email;
    process.env.ADMIN_PASSWORD = ADMIN.password;
    resetEnvForTests();
    const target = await freshTarget(engine);
    cleanups.push(target.drop);

    // What each instance's start-up does: getDb() (open, migrate, seed), then Better Auth (its tables, first account).
    const startInstance = async (): Promise<Kysely<Database>> => {
      const db = await target.open();
      cleanups.push(() => db.destroy());
      return db;
    };
    const results = await Promise.allSettled(Array.from({ length: INSTANCES }, startInstance));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const dbs = results.map((r) => (r as PromiseFulfilledResult<Kysely<Database>>).value);

    // getAuth builds for the database getDb hands out at the moment of the call, so these four build concurrently.
    const builds = dbs.map((db) => {
      setDbForTests(db, engine);
      return getAuth();
    });
    const auths = await Promise.allSettled(builds);
    expect(auths.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(new Set(auths.map((r) => (r as PromiseFulfilledResult<unknown>).value)).size).toBe(INSTANCES);

    const db = dbs[0]!;
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    // Each migration once, none missing.
    expect(ran.rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
    expect(await db.selectFrom('testimonials').select('id').execute()).toHaveLength(7);
    expect(await db.selectFrom('resources').select('id').execute()).toHaveLength(6);
    const users = await sql<{ email: string }>`select email from "user"`.execute(db);
    expect(users.rows).toEqual([{ email: ADMIN.email }]);
  }, 60_000);
});
