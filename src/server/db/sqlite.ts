import 'server-only';
import path from 'node:path';
import Libsql from 'libsql';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { createPrivateFile, ensurePrivateDir, restrictFile } from '../files';

// libsql panics (uncatchable) on a bound JS boolean, and cannot bind Date: map both before binding.
function toParam(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const mapParams = (params: ReadonlyArray<unknown>) => params.map(toParam);

function wrap(db: Libsql.Database): SqliteDatabase {
  return {
    // Statements Kysely prepared are never finalized, so SQLite may defer the real close: fold the write-ahead log
    // into the database first, so a stopped server leaves one complete file.
    close: () => {
      try {
        db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      } catch {
        // Best effort (another connection may hold the log): the WAL is durable and replayed on the next open.
      } finally {
        db.close();
      }
    },
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      return {
        get reader() {
          return stmt.reader;
        },
        all: (params) => stmt.all(mapParams(params)),
        run: (params) => stmt.run(mapParams(params)) as { changes: number; lastInsertRowid: number },
        iterate: (params) => stmt.iterate(mapParams(params)),
      };
    },
  };
}

/** The app's SQLite database file in DATA_DIR (the site, db:backup and db:restore agree on it). */
export const sqliteFile = (dataDir: string): string => path.resolve(dataDir, 'smarttech.db');

/** The database file and the files SQLite keeps beside it. */
export const sqliteFiles = (file: string): string[] => ['', '-wal', '-shm', '-journal'].map((suffix) => `${file}${suffix}`);

/**
 * Creates the database's directory 0700 and the file 0600 before SQLite opens it: SQLite gives its -wal and
 * -shm files the mode of the database file. Files left looser by an older version are tightened.
 */
export function prepareSqliteFile(file: string): void {
  ensurePrivateDir(path.dirname(path.resolve(file)));
  try {
    createPrivateFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const name of sqliteFiles(file)) restrictFile(name);
}

/** Opens (creating if needed) the SQLite file with the durability settings of ADR 3 (WAL, synchronous=FULL, foreign keys, busy timeout). */
export function openSqlite(file: string): { dialect: SqliteDialect; raw: Libsql.Database } {
  prepareSqliteFile(file);
  const raw = new Libsql(file, { timeout: 5000 });
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = FULL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  return { dialect: new SqliteDialect({ database: wrap(raw) }), raw };
}
