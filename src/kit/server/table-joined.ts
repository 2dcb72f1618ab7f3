import 'server-only';
import type { Kysely } from 'kysely';
import type { JoinedField, Kind } from '../define-kind';

// A table kind's list fields kept in tables of their own (`storage.joined`): one row per value, with its position, so
// a list keeps its order and a public query can filter on a value with an index (a resource's categories).

type Row = Record<string, unknown>;
type Handle = Kysely<Record<string, Row>>;

/** The joined fields of a kind, by field key. */
export function joinedOf(kind: Pick<Kind, 'storage'>): Array<[string, JoinedField]> {
  return 'table' in kind.storage ? Object.entries(kind.storage.joined ?? {}) : [];
}

/** Adds each joined field's values, in their order, to the documents read (one query per field for all of them). */
export async function withJoined<Doc extends { id: string }>(handle: Handle, kind: Pick<Kind, 'storage' | 'fields'>, docs: Doc[]): Promise<Doc[]> {
  const joined = joinedOf(kind);
  if (docs.length === 0 || joined.length === 0) return docs;
  const out = docs.map((doc) => ({ ...doc }) as Record<string, unknown> & Doc);
  for (const [key, join] of joined) {
    const rows = await handle
      .selectFrom(join.table)
      .select([`${join.owner} as owner`, `${join.value} as value`])
      .where(join.owner, 'in', docs.map((doc) => doc.id))
      .orderBy(join.owner)
      .orderBy('position')
      .execute();
    const field = kind.fields[key];
    // A value the field no longer offers (an option removed since) is left out, as the form would not show it.
    const offered = field?.type === 'choices' ? new Set(field.options.map((option) => option.value)) : null;
    const byOwner = new Map<string, unknown[]>();
    for (const row of rows) {
      if (offered && !offered.has(String(row.value))) continue;
      const values = byOwner.get(String(row.owner)) ?? [];
      values.push(row.value);
      byOwner.set(String(row.owner), values);
    }
    for (const doc of out) (doc as Record<string, unknown>)[key] = byOwner.get(doc.id) ?? [];
  }
  return out;
}

/** Replaces the joined fields present in `values` for one document, in the write's transaction. */
export async function writeJoined(trx: Handle, kind: Pick<Kind, 'storage'>, id: string, values: Record<string, unknown>): Promise<void> {
  for (const [key, join] of joinedOf(kind)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    await trx.deleteFrom(join.table).where(join.owner, '=', id).execute();
    if (list.length > 0) await trx.insertInto(join.table).values(list.map((value, position) => ({ [join.owner]: id, [join.value]: value, position }))).execute();
  }
}

/** `values` without its joined fields (what the kind's own table stores). */
export function withoutJoined(kind: Pick<Kind, 'storage'>, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [key] of joinedOf(kind)) delete out[key];
  return out;
}
