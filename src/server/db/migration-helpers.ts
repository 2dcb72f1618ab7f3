import 'server-only';
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** The column names of a table of the database's own schema (PostgreSQL: `current_schema()`; SQLite: `main`). */
async function columnsOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  // Not Kysely's introspection: on PostgreSQL it reads every schema's tables, so another schema's table of that name
  // (another app's, or a concurrent test's) counted, and a schema dropped meanwhile failed the whole query.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name);
}

/** Whether a table of the database's own schema is there (PostgreSQL: `current_schema()`; SQLite: `main`). */
export async function tableExists(db: Kysely<unknown>, table: string): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ present: boolean }>`select to_regclass(quote_ident(current_schema()) || '.' || quote_ident(${table})) is not null as present`.execute(db);
    return rows[0]?.present === true;
  }
  const { rows } = await sql<{ present: number }>`select count(*) as present from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return Number(rows[0]?.present) > 0;
}

/** Adds a column unless it is there: a migration of several statements can then rerun after a crash on SQLite. */
export async function addColumnIfMissing(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: 'text' | 'integer' | 'boolean',
  build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (col) => col,
): Promise<void> {
  if ((await columnsOf(db, table)).includes(column)) return;
  await db.schema.alterTable(table).addColumn(column, type, build).execute();
}
