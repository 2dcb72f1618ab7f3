import { columnName, type Kind } from '../define-kind';
import { joinedOf } from './table-joined';

// A table kind's columns and what its storage says (docs/decisions/0036, section 2): the API names and column names
// its store maps between, and the values that differ by engine.

type Row = Record<string, unknown>;

/**
 * API field → column, for the kind's fields (not those kept in a table of their own) and the columns every document
 * has (and its revision with a history, when it was moved to the trash with one).
 */
export function columnsOfKind(kind: Pick<Kind, 'fields' | 'storage'>): Readonly<Record<string, string>> {
  const map: Record<string, string> = { id: 'id' };
  const joined = new Set(joinedOf(kind).map(([key]) => key));
  for (const field of Object.keys(kind.fields)) if (!joined.has(field)) map[field] = columnName(field);
  return { ...map, ...(hasHistory(kind) ? { revision: 'revision' } : {}), ...(hasTrash(kind) ? { deletedAt: 'deleted_at' } : {}), createdAt: 'created_at', updatedAt: 'updated_at' };
}

/** Whether a table kind keeps a revision and a version of every save (`storage: { table, history: true }`). */
export const hasHistory = (kind: Pick<Kind, 'storage'>) => 'table' in kind.storage && kind.storage.history === true;
/** Whether a table kind's delete moves a document to the trash (`storage: { table, trash: true }`). */
export const hasTrash = (kind: Pick<Kind, 'storage'>) => 'table' in kind.storage && kind.storage.trash === true;


/** Where values differ by engine: SQLite reads a boolean back as 1/0. */
export function toApiValues(kind: Pick<Kind, 'fields'>, values: Row): Row {
  const out = { ...values };
  for (const [key, field] of Object.entries(kind.fields)) if (field.type === 'toggle') out[key] = Boolean(out[key]);
  return out;
}

/** Field values as columns, for a `where`: `{ isActive: true }` → `{ is_active: true }`. */
export function whereColumns(values: Row): Row {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [columnName(field), value]));
}

