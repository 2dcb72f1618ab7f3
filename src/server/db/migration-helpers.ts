import 'server-only';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** Adds a column unless it is there: a migration of several statements can then rerun after a crash on SQLite. */
export async function addColumnIfMissing(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: 'text' | 'integer' | 'boolean',
  build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (col) => col,
): Promise<void> {
  const tables = await db.introspection.getTables();
  const found = tables.find((t) => t.name === table);
  if (found?.columns.some((c) => c.name === column)) return;
  await db.schema.alterTable(table).addColumn(column, type, build).execute();
}
