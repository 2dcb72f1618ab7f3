import 'server-only';
import path from 'node:path';
import Libsql from 'libsql';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig, type SqliteStatement } from 'kysely';
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

/**
 * Transactions take the write lock as they begin (`BEGIN IMMEDIATE`, not Kysely's plain `BEGIN`). The file has a second
 * writer, the analytics events' thread (server/analytics/sqlite-writer.ts): a transaction that read first and wrote
 * after that thread committed would fail (SQLITE_BUSY_SNAPSHOT: its snapshot is stale), where taking the lock first
 * makes it wait its turn (the busy timeout), as it would for any other writer.
 */
class WriteLockingDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WriteLockingDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new WriteLockingDriver(this.settings);
  }
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
  return { dialect: new WriteLockingDialect({ database: wrap(raw) }), raw };
}
