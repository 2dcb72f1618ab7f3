import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql, type Kysely } from 'kysely';
import { Pool } from 'pg';
import { openDatabase, type Database, type DbEngine } from '@/server/db';

export const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// libsql keeps a closed connection (and its SQLite locks) until its statements are garbage-collected.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** After db.destroy(): collects libsql's statements so that the SQLite file is really closed (a restore checks that). */
export async function releaseClosedConnections(): Promise<void> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
  gc();
}

/** A database of its own: a SQLite file, or a whole PostgreSQL database (restore works on the database, as in production). */
export async function scratchDatabase(engine: DbEngine, dir: string) {
  if (engine === 'sqlite') {
    const file = path.join(dir, 'data', 'smarttech.db');
    return { file, url: '', open: () => openDatabase({ engine, file }), drop: async () => undefined };
  }
  const admin = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  const name = `smarttech_restore_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    file: '',
    url: url.toString(),
    open: () => openDatabase({ engine, url: url.toString() }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Every row of every table, table by table, in a stable order. */
export async function snapshot(db: Kysely<Database>, engine: DbEngine): Promise<Record<string, unknown[]>> {
  const tables =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    result[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

