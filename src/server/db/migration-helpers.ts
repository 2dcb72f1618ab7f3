import 'server-only';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** Adds a column unless it is there: a migration of several statements can then rerun after a crash on SQLite. */
export async function addColumnIfMissing(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: 'text' | 'integer' | 'boolean',
  build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (col) => col,
): Promise<void> {
  const named = (await db.introspection.getTables()).filter((t) => t.name === table);
  // PostgreSQL's introspection lists every schema's tables: another schema's table of that name (another app's, or a
  // concurrent test's) must not count, or the column is never added here.
  let found = named[0];
  if (named.some((t) => t.schema)) {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    found = named.find((t) => t.schema === rows[0]?.name);
  }
  if (found?.columns.some((c) => c.name === column)) return;
  await db.schema.alterTable(table).addColumn(column, type, build).execute();
}
