import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';
import { Pool } from 'pg';
import { createPrivateFile, ensurePrivateDir, restrictFile } from '../files';
import { sqlText } from './backup';
import { archiveTables, BackupError, runPgTool } from './pg-tools';
import { sqliteFiles } from './sqlite';

export type RestoreOptions = { yes?: boolean };
/** `previous`: where the replaced SQLite file stays; `leftOver`: PostgreSQL tables not in the backup; `otherSessions`: other connections. */
export type RestoreResult = { tables: string[]; previous?: string; leftOver?: string[]; otherSessions?: number };

const MARKER_TABLE = 'testimonials';

type Rows = { name: string }[];

/** The tables of a SQLite database that hold at least one row. */
function sqliteTablesWithRows(db: Libsql.Database): string[] {
  const tables = (db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as Rows).map((row) => row.name);
  return tables.filter((name) => (db.prepare(`select exists(select 1 from "${name.replace(/"/g, '""')}") as n`).get() as { n: number }).n === 1);
}

function refuseWithoutYes(withRows: string[], options: RestoreOptions, where: string): void {
  if (withRows.length > 0 && !options.yes) {
    throw new BackupError(`${where} already holds data (tables ${withRows.join(', ')}). Add --yes to replace it with the backup.`);
  }
}

/** Checks a SQLite backup and copies it (VACUUM INTO) to a private temporary file beside the database. */
function stageSqliteBackup(file: string, target: string): { temp: string; tables: string[] } {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}`);
  const temp = `${target}.restore-${randomBytes(4).toString('hex')}`;
  const backup = new Libsql(file, { readonly: true, timeout: 5000 });
  try {
    const tables = (backup.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as Rows).map((row) => row.name);
    if (!tables.includes(MARKER_TABLE)) throw new BackupError(`${file} is not a backup of this site's database (no ${MARKER_TABLE} table)`);
    createPrivateFile(temp);
    backup.exec(`VACUUM INTO ${sqlText(temp)}`);
    restrictFile(temp);
    const copy = new Libsql(temp, { timeout: 5000 });
    const check = copy.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    copy.close();
    if (check.length !== 1 || check[0]!.integrity_check !== 'ok') throw new BackupError(`${file} failed the integrity check: ${check.map((row) => row.integrity_check).join('; ')}`);
    return { temp, tables };
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw new BackupError(error instanceof BackupError ? error.message : `${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    backup.close();
  }
}

/**
 * Locks the current database for the swap: leaving WAL mode needs every other connection closed, so a
 * running site is detected (SQLITE_BUSY) instead of having its file replaced under it.
 */
function lockSqliteTarget(target: string): Libsql.Database {
  const db = new Libsql(target, { timeout: 1000 });
  try {
    db.exec('PRAGMA busy_timeout = 1000');
    db.exec('PRAGMA journal_mode = DELETE');
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new BackupError(`${target} is in use: stop the site (and anything else that has the database open), then restore.`);
    }
    throw error;
  }
}

function unlockSqliteTarget(db: Libsql.Database): void {
  db.exec('ROLLBACK');
  // Statements keep libsql's connection alive after close(): give the lock back before closing.
  db.exec('PRAGMA locking_mode = NORMAL');
  db.exec('SELECT 1 FROM sqlite_master LIMIT 1');
  db.close();
}

/**
 * Replaces the SQLite database with a backup: checks the backup, copies it to a temporary file, checks that,
 * then renames it over the database while holding an exclusive lock. The replaced database stays beside it
 * as `<file>.before-restore-<time>`. Refuses while the database is in use, and without `yes` when it has data.
 */
export function restoreSqlite(file: string, target: string, options: RestoreOptions = {}): RestoreResult {
  const database = path.resolve(target);
  ensurePrivateDir(path.dirname(database));
  const { temp, tables } = stageSqliteBackup(path.resolve(file), database);
  let lock: Libsql.Database | undefined;
  let previous: string | undefined;
  try {
    if (fs.existsSync(database)) {
      lock = lockSqliteTarget(database);
      refuseWithoutYes(sqliteTablesWithRows(lock), options, database);
      previous = `${database}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
      fs.linkSync(database, previous);
      restrictFile(previous);
    }
    fs.renameSync(temp, database);
    // The old database left WAL mode above, so no -wal or -shm of it can be replayed into the new file.
    for (const name of sqliteFiles(database).slice(1)) fs.rmSync(name, { force: true });
    return { tables, previous };
  } finally {
    fs.rmSync(temp, { force: true });
    if (lock) unlockSqliteTarget(lock);
  }
}

/** Tables (`schema.name`) outside PostgreSQL's own schemas, which of them hold rows, and other sessions on the database. */
async function postgresTables(url: string): Promise<{ all: string[]; withRows: string[]; otherSessions: number }> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ name: string; quoted: string }>(
      `select table_schema || '.' || table_name as name, format('%I.%I', table_schema, table_name) as quoted
         from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'
        order by 1`,
    );
    const withRows: string[] = [];
    for (const row of rows) {
      if ((await pool.query(`select 1 from ${row.quoted} limit 1`)).rowCount) withRows.push(row.name);
    }
    const sessions = await pool.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return { all: rows.map((row) => row.name), withRows, otherSessions: sessions.rows[0]!.n };
  } finally {
    await pool.end();
  }
}

/**
 * Restores a pg_dump custom-format archive into DATABASE_URL's database with pg_restore --clean --if-exists
 * --no-owner, in one transaction (all or nothing). Refuses without `yes` when the database has data.
 * Tables the archive does not hold are left as they are, and reported.
 */
export async function restorePostgres(file: string, url: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new BackupError(`No backup at ${archive}`);
  const tables = await archiveTables(archive);
  if (!tables.some((name) => name.endsWith(`.${MARKER_TABLE}`))) throw new BackupError(`${archive} is not a backup of this site's database (no ${MARKER_TABLE} table)`);
  const before = await postgresTables(url);
  refuseWithoutYes(before.withRows, options, 'The database of DATABASE_URL');
  await runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', archive], url);
  return { tables, leftOver: before.all.filter((name) => !tables.includes(name)), otherSessions: before.otherSessions };
}
