import 'server-only';

/** An entity's one definition of its columns: API field name → table column. */
type FieldMap = Readonly<Record<string, string>>;

/** The row's values under the API's field names (the caller converts the few that differ, e.g. 0/1 → boolean). */
type FromRow<M extends FieldMap, Row> = { [K in keyof M]: M[K] extends keyof Row ? Row[M[K]] : never };

/** The given API fields under their column names; fields the map does not name (e.g. categories) are left out. */
type ToRow<M extends FieldMap, V> = { [K in keyof V & keyof M as M[K]]: V[K] };

/** The explicit select list (every column the map names). */
export function columnsOf<M extends FieldMap>(map: M): Array<M[keyof M]> {
  return Object.values(map) as Array<M[keyof M]>;
}

export function fromRow<M extends FieldMap, Row extends Record<M[keyof M], unknown>>(map: M, row: Row): FromRow<M, Row> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(map)) out[field] = row[column as M[keyof M]];
  return out as FromRow<M, Row>;
}

/** Fields left undefined (absent from a PATCH) are skipped, so an update touches only what was sent. */
export function toRow<M extends FieldMap, V extends object>(map: M, values: V): ToRow<M, V> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const column = Object.hasOwn(map, field) ? map[field] : undefined;
    if (value !== undefined && column !== undefined) out[column] = value;
  }
  return out as ToRow<M, V>;
}
