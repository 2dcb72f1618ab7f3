import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { Pool } from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF, sessionCookieOf, signIn } from './support/auth';
import { engines } from './support/db';
import { getAuth } from '@/server/auth/auth';
import { loadAuthSecret } from '@/server/auth/secret';
import { checkStaffSession } from '@/server/auth/session';
import { addStaff } from '@/server/auth/staff-accounts';
import { openDatabase, setDbForTests, type Database } from '@/server/db';
import { resetEnvForTests } from '@/server/env';

const testSecret = process.env.AUTH_SECRET;
const dirs: string[] = [];
const opened: Kysely<Database>[] = [];

/** Start-up of an instance with its own DATA_DIR (its own disk), as two machines would have. */
async function instance(open: () => Promise<Kysely<Database>>, engine: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-secret-'));
  dirs.push(dataDir);
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  const db = await open();
  opened.push(db);
  setDbForTests(db, engine);
  await getAuth();
  return { db, dataDir };
}

beforeEach(() => {
  delete process.env.AUTH_SECRET;
  resetEnvForTests();
});
afterEach(async () => {
  setDbForTests(undefined);
  for (const db of opened.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  process.env.AUTH_SECRET = testSecret;
  delete process.env.DATA_DIR;
  resetEnvForTests();
});

describe.runIf(engines.includes('postgres'))('auth secret shared through PostgreSQL', () => {
  let schema = '';
  let admin: Pool;
  const url = process.env.TEST_DATABASE_URL!;
  const open = () => openDatabase({ engine: 'postgres', url, schema });
  beforeEach(async () => {
    schema = `k_${randomBytes(6).toString('hex')}`;
    admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterEach(async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('without AUTH_SECRET, a session made on one instance is accepted by another; no instance writes a file', async () => {
    const first = await instance(open, 'postgres');
    await addStaff(STAFF);
    const cookie = sessionCookieOf(await signIn(STAFF.email, STAFF.password));

    const second = await instance(open, 'postgres');
    expect(await checkStaffSession(new Headers({ cookie }))).toMatchObject({ status: 'staff', user: { email: STAFF.email } });
    expect(fs.readdirSync(first.dataDir)).toEqual([]);
    expect(fs.readdirSync(second.dataDir)).toEqual([]);
    const stored = await second.db.selectFrom('app_meta').select('value').where('key', '=', 'auth_secret').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('instances racing to store the first secret all end with the same one', async () => {
    const dbs = await Promise.all([open(), open(), open(), open()]);
    opened.push(...dbs);
    const secrets = await Promise.all(dbs.map((db) => loadAuthSecret(db, 'postgres')));
    expect(new Set(secrets).size).toBe(1);
  });

  it('adopts the secret file of an earlier single-instance set-up, so its sessions stay valid', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-secret-'));
    dirs.push(dataDir);
    const legacy = randomBytes(32).toString('base64url');
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), `${legacy}\n`);
    process.env.DATA_DIR = dataDir;
    resetEnvForTests();
    const db = await open();
    opened.push(db);
    expect(await loadAuthSecret(db, 'postgres')).toBe(legacy);
  });

  it('AUTH_SECRET, when set, wins and nothing is stored', async () => {
    process.env.AUTH_SECRET = 'an-operator-managed-secret-0123456789abcdef';
    resetEnvForTests();
    const db = await open();
    opened.push(db);
    expect(await loadAuthSecret(db, 'postgres')).toBe(process.env.AUTH_SECRET);
    expect(await db.selectFrom('app_meta').select('key').where('key', '=', 'auth_secret').execute()).toEqual([]);
  });
});

describe('auth secret with SQLite', () => {
  it('is generated once into DATA_DIR/auth-secret (mode 0600) and kept across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-sqlite-'));
    dirs.push(dir);
    const file = path.join(dir, 'smarttech.db');
    const { db, dataDir } = await instance(() => openDatabase({ engine: 'sqlite', file }), 'sqlite');
    const secretFile = path.join(dataDir, 'auth-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    const first = await loadAuthSecret(db, 'sqlite');
    expect(fs.readFileSync(secretFile, 'utf8').trim()).toBe(first);
    expect(await loadAuthSecret(db, 'sqlite')).toBe(first);
    expect(await db.selectFrom('app_meta').select('key').where('key', '=', 'auth_secret').execute()).toEqual([]);
  });
});
