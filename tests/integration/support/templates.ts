// Template databases for the integration tests (docs/decisions/0017): built once per run by global-setup.ts,
// copied for each test by db.ts. Names carry this machine and the pid of the vitest process that made them, so a
// later run can tell a killed run's leftovers (drop them) from another run still going (leave them).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { openDatabase } from '@/server/db';

/** What global setup hands the test workers (vitest `provide`/`inject`). */
export type Templates = {
  /** The migrated and seeded SQLite file (WAL checkpointed into it). */
  sqliteFile: string;
  /** The migrated and seeded PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), when TEST_DATABASE_URL is set. */
  postgresDatabase?: string;
  /** Prefix of every database this run creates: `smarttech_t_<host>_<pid>_`. */
  prefix: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    smarttechTemplates: Templates;
  }
}

const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);
const DB_PATTERN = /^smarttech_t_([0-9a-f]{6})_(\d+)_/;
const DIR_PATTERN = /^smarttech-template-([0-9a-f]{6})-(\d+)-/;

/** Prefix of the databases a run whose vitest process is `pid` creates. */
export const runPrefix = (pid: number) => `smarttech_t_${HOST}_${pid}_`;

/** A database name of this run: the prefix and a random suffix (PostgreSQL allows 63 bytes; this uses under 50). */
export const databaseName = (prefix: string, kind: 'tpl' | 'db') => `${prefix}${kind}_${randomBytes(6).toString('hex')}`;

/** `TEST_DATABASE_URL` pointing at another database of the same server. */
export function urlOfDatabase(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a name made on this machine belongs to a run whose process is gone (names of other machines: never). */
const stale = (match: RegExpExecArray | null) => Boolean(match && match[1] === HOST && !alive(Number(match[2])));

/** Drops template and test databases, and removes template directories, that killed runs left behind. */
export async function removeStale(): Promise<void> {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (stale(DIR_PATTERN.exec(name))) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  if (!process.env.TEST_DATABASE_URL) return;
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'smarttech\\_t\\_%'`);
    for (const { datname } of rows) if (stale(DB_PATTERN.exec(datname))) await dropDatabase(admin, datname);
  });
}

/** One connection to TEST_DATABASE_URL's database for CREATE/DROP DATABASE. */
export async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops a database of ours, ending any session still in it. */
export async function dropDatabase(admin: Client, name: string): Promise<void> {
  if (!name.startsWith('smarttech_t_')) throw new Error(`not a test database: ${name}`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The SQLite template: opened (migrated, seeded) by the app's opener, its WAL folded in, then closed. */
async function buildSqliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, 'template.db');
  const db = await openDatabase({ engine: 'sqlite', file });
  try {
    const [result] = (await sql<{ busy: number; log: number; checkpointed: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)).rows;
    if (!result || result.busy !== 0 || result.log !== result.checkpointed) throw new Error(`SQLite template: WAL checkpoint incomplete (${JSON.stringify(result)})`);
  } finally {
    await db.destroy();
  }
  return file;
}

/** The PostgreSQL template: a database opened (migrated, seeded) by the app's opener, then closed to connections. */
async function buildPostgresTemplate(prefix: string): Promise<string> {
  const name = databaseName(prefix, 'tpl');
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ engine: 'postgres', url: urlOfDatabase(name) });
  await db.destroy();
  // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: nobody may connect any more.
  await withAdmin((admin) => admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
  return name;
}

/** Builds this run's templates; returns them and the teardown that removes them and every database of the run. */
export async function buildTemplates(): Promise<{ templates: Templates; teardown: () => Promise<void> }> {
  await removeStale();
  const prefix = runPrefix(process.pid);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `smarttech-template-${HOST}-${process.pid}-`));
  const teardown = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    await withAdmin(async (admin) => {
      // Test databases are dropped by their tests; this also catches those of a worker that crashed.
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await dropDatabase(admin, datname);
    });
  };
  try {
    const [sqliteFile, postgresDatabase] = await Promise.all([
      buildSqliteTemplate(dir),
      process.env.TEST_DATABASE_URL ? buildPostgresTemplate(prefix) : Promise.resolve(undefined),
    ]);
    return { templates: { sqliteFile, postgresDatabase, prefix }, teardown };
  } catch (error) {
    await teardown().catch(() => undefined);
    throw error;
  }
}
