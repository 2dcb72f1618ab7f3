import 'server-only';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/** `text` as a literal part of a LIKE pattern: its %, _ and \ match themselves (with `escape '\'`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Whether any of `columns` contains `query`, ignoring case, on SQLite and PostgreSQL alike (PostgreSQL's LIKE minds
 * case): the one search the staff lists share (the inbox, the media library).
 */
export function containsText<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly string[], query: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(query.toLowerCase())}%`;
  return eb.or(columns.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`)));
}
