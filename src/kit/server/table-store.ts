import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { getDb, type Database } from '@/server/db';
import { fieldChanges, recordAudit } from '@/server/repositories/audit-log';
import { columnsOf, fromRow, toRow } from '@/server/repositories/field-map';
import type { Paged, Paging } from '@/lib/schemas/paging';
import { columnName, type Kind } from '../define-kind';

// A kind stored in a table of its own, one column per field (docs/decisions/0036, section 2). The SQL is the same
// Kysely on SQLite and PostgreSQL; the table is a parameter, so the handle is loosely typed and the column map,
// checked against the table's type by defineKind, is what keeps it right. Every write is one transaction with its
// audit entry (issue 23): a change is never kept without its record, nor when the record cannot be written.

type Row = Record<string, unknown>;

/** API field → column, for the kind's fields and the columns every document has. */
export function columnsOfKind(kind: Pick<Kind, 'fields'>): Readonly<Record<string, string>> {
  const map: Record<string, string> = { id: 'id' };
  for (const field of Object.keys(kind.fields)) map[field] = columnName(field);
  return { ...map, createdAt: 'created_at', updatedAt: 'updated_at' };
}

/** Where values differ by engine: SQLite reads a boolean back as 1/0. */
function toApiValues(kind: Pick<Kind, 'fields'>, values: Row): Row {
  const out = { ...values };
  for (const [key, field] of Object.entries(kind.fields)) if (field.type === 'toggle') out[key] = Boolean(out[key]);
  return out;
}

/** Field values as columns, for a `where`: `{ isActive: true }` → `{ is_active: true }`. */
function whereColumns(values: Row): Row {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [columnName(field), value]));
}

/** What every store of a kind answers, whichever way it keeps the documents (docs/decisions/0036, section 2). */
export type KindStore<Doc extends { id: string }> = {
  get(id: string): Promise<Doc | null>;
  /**
   * Every document in the kind's order; `visibleOnly`: those the public site shows (`public.visible`); `limit`: the
   * first so many (a page that shows the newest few never reads a thousand); `where`: only those with these field
   * values (a kind with a table of its own: a column each; documents are not queried inside, section 2).
   */
  list(options?: { visibleOnly?: boolean; limit?: number; where?: Record<string, unknown> }): Promise<Doc[]>;
  page(paging: Paging): Promise<Paged<Doc>>;
  create(values: object): Promise<Doc>;
  /** Applies the fields present in `patch`; null when the id is unknown. */
  update(id: string, patch: object): Promise<Doc | null>;
  /** Deletes and returns what was deleted (its public pages are then expired); null when the id is unknown. */
  remove(id: string): Promise<Doc | null>;
};

export function tableStore<Doc extends { id: string }>(kind: Kind): KindStore<Doc> {
  if (!('table' in kind.storage)) throw new Error(`Kind "${kind.key}" has no table of its own`);
  const map = columnsOfKind(kind);
  const columns = columnsOf(map);
  const table = kind.storage.table;
  const order = { column: columnName(kind.order?.field ?? 'createdAt'), direction: kind.order?.direction ?? ('desc' as const) };
  const db = async () => (await getDb()) as unknown as Kysely<Record<string, Row>>;
  const toApi = (row: Row) => toApiValues(kind, fromRow(map, row)) as unknown as Doc;

  async function get(id: string, handle?: Kysely<Record<string, Row>>): Promise<Doc | null> {
    const row = await (handle ?? (await db())).selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toApi(row) : null;
  }

  /** Runs `write` in a transaction that ends with its audit entry: the fields that changed, in API names. */
  async function audited<T extends Doc | null>(action: 'create' | 'update' | 'delete', write: (trx: Kysely<Record<string, Row>>) => Promise<{ before: Doc | null; after: Doc | null; result: T }>): Promise<T> {
    return (await db()).transaction().execute(async (trx) => {
      const { before, after, result } = await write(trx);
      const id = (after ?? before)?.id;
      // Nothing found, nothing written: nothing to record.
      if (id === undefined) return result;
      const changes = fieldChanges(before as Record<string, unknown> | null, after as Record<string, unknown> | null);
      // An update that changed no field (the same values sent again) is kept but not worth an entry, as a draft's.
      if (action === 'update' && Object.keys(changes).length === 0) return result;
      await recordAudit(trx as unknown as Transaction<Database>, { action, entity: kind.key, entityId: id, changes });
      return result;
    });
  }

  return {
    get,
    async list({ visibleOnly = false, limit, where: only = {} } = {}): Promise<Doc[]> {
      let query = (await db()).selectFrom(table).select(columns);
      const where = whereColumns({ ...(visibleOnly ? (kind.public.visible ?? {}) : {}), ...only });
      for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
      query = query.orderBy(order.column, order.direction).orderBy('id');
      const rows = await (limit === undefined ? query : query.limit(limit)).execute();
      return rows.map(toApi);
    },
    async page({ page, pageSize }: Paging): Promise<Paged<Doc>> {
      const handle = await db();
      const [rows, count] = await Promise.all([
        handle.selectFrom(table).select(columns).orderBy(order.column, order.direction).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
        handle.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toApi), page, pageSize, total: Number(count.count) };
    },
    async create(values: object): Promise<Doc> {
      const now = new Date().toISOString();
      const row = toRow(map, { ...values, id: randomUUID(), createdAt: now, updatedAt: now }) as Row;
      return audited('create', async (trx) => {
        await trx.insertInto(table).values(row).execute();
        const created = toApi(row);
        return { before: null, after: created, result: created };
      });
    },
    async update(id: string, patch: object): Promise<Doc | null> {
      const changes = { ...(toRow(map, patch) as Row), updated_at: new Date().toISOString() };
      return audited('update', async (trx) => {
        // Read in the transaction: the entry's "before" is the row this update replaced.
        const before = await get(id, trx);
        if (!before) return { before: null, after: null, result: null };
        // Deleted between the read and this update (another instance): nothing written, nothing to record.
        const updated = await trx.updateTable(table).set(changes).where('id', '=', id).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return { before: null, after: null, result: null };
        const after = await get(id, trx);
        return { before, after, result: after };
      });
    },
    async remove(id: string): Promise<Doc | null> {
      return audited('delete', async (trx) => {
        const doc = await get(id, trx);
        if (!doc) return { before: null, after: null, result: null };
        const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0 ? { before: doc, after: null, result: doc } : { before: null, after: null, result: null };
      });
    },
  };
}
