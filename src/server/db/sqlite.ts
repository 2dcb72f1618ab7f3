import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

// libsql panics (uncatchable) on a bound JS boolean, and cannot bind Date: map both before binding.
function toParam(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const mapParams = (params: ReadonlyArray<unknown>) => params.map(toParam);

function wrap(db: Libsql.Database): SqliteDatabase {
  return {
    close: () => db.close(),
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

/** Opens (creating if needed) the SQLite file with the durability settings DESIGN.md asks for. */
export function openSqlite(file: string): { dialect: SqliteDialect; raw: Libsql.Database } {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = new Libsql(file, { timeout: 5000 });
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = FULL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  return { dialect: new SqliteDialect({ database: wrap(raw) }), raw };
}
