import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { getDb, type Database } from '@/server/db';
import { fieldChanges, recordAudit } from '@/server/repositories/audit-log';
import { columnsOf, fromRow, toRow } from '@/server/repositories/field-map';
import type { Paged, Paging } from '@/lib/schemas/paging';
import { columnName, type Kind } from '../define-kind';
import { StaleDocument } from './document-refusals';

// A kind stored in a table of its own, one column per field (docs/decisions/0036, section 2). The SQL is the same
// Kysely on SQLite and PostgreSQL; the table is a parameter, so the handle is loosely typed and the column map,
// checked against the table's type by defineKind, is what keeps it right. Every write is one transaction with its
// audit entry (issue 23): a change is never kept without its record, nor when the record cannot be written.

type Row = Record<string, unknown>;

/** API field → column, for the kind's fields and the columns every document has (and its revision, with a history). */
export function columnsOfKind(kind: Pick<Kind, 'fields' | 'storage'>): Readonly<Record<string, string>> {
  const map: Record<string, string> = { id: 'id' };
  for (const field of Object.keys(kind.fields)) map[field] = columnName(field);
  return { ...map, ...(hasHistory(kind) ? { revision: 'revision' } : {}), createdAt: 'created_at', updatedAt: 'updated_at' };
}

/** Whether a table kind keeps a revision and a version of every save (`storage: { table, history: true }`). */
export const hasHistory = (kind: Pick<Kind, 'storage'>) => 'table' in kind.storage && kind.storage.history === true;

/** Versions kept per document; older ones are pruned by the save that makes a new one (as documents and resources). */
export const TABLE_VERSIONS_KEPT = 100;

/** Who saved: a staff account's id and the name the history shows. */
export type Author = { id: string | null; name: string };
/** A write's author and, for an update, the revision the writer opened (If-Match); absent, any. */
export type WriteOptions = { author?: Author; expectedRevision?: number };
export type TableVersionSummary = { id: string; revision: number; author: string; createdAt: string };
export type TableVersion<Doc> = TableVersionSummary & { values: Partial<Doc> };

// A version written outside a staff request (the seed, a script) names no one.
const NOBODY: Author = { id: null, name: 'Site setup' };

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
  /** `options`: who writes, and the revision an update replaces (a table kind with a history). */
  create(values: object, options?: WriteOptions): Promise<Doc>;
  /** Applies the fields present in `patch`; null when the id is unknown. */
  update(id: string, patch: object, options?: WriteOptions): Promise<Doc | null>;
  /** Deletes and returns what was deleted (its public pages are then expired); null when the id is unknown. */
  remove(id: string): Promise<Doc | null>;
};

/** A table store with a history: writes record versions and an update may name the revision it replaces. */
export type TableStore<Doc extends { id: string }> = KindStore<Doc> & {
  versions(id: string): Promise<TableVersionSummary[]>;
  version(id: string, versionId: string): Promise<TableVersion<Doc> | null>;
};

export function tableStore<Doc extends { id: string }>(kind: Kind): TableStore<Doc> {
  if (!('table' in kind.storage)) throw new Error(`Kind "${kind.key}" has no table of its own`);
  const map = columnsOfKind(kind);
  const columns = columnsOf(map);
  const table = kind.storage.table;
  const order = { column: columnName(kind.order?.field ?? 'createdAt'), direction: kind.order?.direction ?? ('desc' as const) };
  const db = async () => (await getDb()) as unknown as Kysely<Record<string, Row>>;
  const toApi = (row: Row) => toApiValues(kind, fromRow(map, row)) as unknown as Doc;
  const history = hasHistory(kind);
  const fieldKeys = Object.keys(kind.fields);
  const valuesOf = (doc: Doc) => Object.fromEntries(fieldKeys.map((key) => [key, (doc as Record<string, unknown>)[key]]));

  /** Records `doc` as it now is, in the write's transaction, and prunes the oldest beyond the ones kept. */
  async function recordVersion(trx: Kysely<Record<string, Row>>, doc: Doc, author: Author, at: string): Promise<void> {
    if (!history) return;
    const versions = trx as unknown as Kysely<Database>;
    const revision = Number((doc as Record<string, unknown>).revision);
    await versions.insertInto('kind_versions').values({ id: randomUUID(), kind: kind.key, item_id: doc.id, revision, data: JSON.stringify(valuesOf(doc)), author_id: author.id, author_name: author.name, created_at: at }).execute();
    const kept = versions.selectFrom('kind_versions').select('id').where('kind', '=', kind.key).where('item_id', '=', doc.id).orderBy('created_at', 'desc').orderBy('revision', 'desc').limit(TABLE_VERSIONS_KEPT);
    await versions.deleteFrom('kind_versions').where('kind', '=', kind.key).where('item_id', '=', doc.id).where('id', 'not in', kept).execute();
  }

  /** Why an update that named a revision found none to replace: who saved last, and when. */
  async function staleness(trx: Kysely<Record<string, Row>>, id: string): Promise<StaleDocument> {
    const last = await (trx as unknown as Kysely<Database>).selectFrom('kind_versions').select(['author_name', 'created_at']).where('kind', '=', kind.key).where('item_id', '=', id).orderBy('created_at', 'desc').orderBy('revision', 'desc').executeTakeFirst();
    const row = await trx.selectFrom(table).select('updated_at').where('id', '=', id).executeTakeFirst();
    return new StaleDocument(last?.author_name ?? NOBODY.name, last?.created_at ?? String(row?.updated_at ?? new Date().toISOString()));
  }

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
    async create(values: object, { author = NOBODY }: WriteOptions = {}): Promise<Doc> {
      const now = new Date().toISOString();
      const row = toRow(map, { ...values, id: randomUUID(), ...(history ? { revision: 1 } : {}), createdAt: now, updatedAt: now }) as Row;
      return audited('create', async (trx) => {
        await trx.insertInto(table).values(row).execute();
        const created = toApi(row);
        await recordVersion(trx, created, author, now);
        return { before: null, after: created, result: created };
      });
    },
    async update(id: string, patch: object, { author = NOBODY, expectedRevision }: WriteOptions = {}): Promise<Doc | null> {
      const now = new Date().toISOString();
      const { revision: _ignored, ...fields } = toRow(map, patch) as Row;
      const changes = { ...fields, updated_at: now };
      return audited('update', async (trx) => {
        // Read in the transaction: the entry's "before" is the row this update replaced.
        const before = await get(id, trx);
        if (!before) return { before: null, after: null, result: null };
        // The revision moves in the UPDATE's own condition, so two instances saving over one revision cannot both pass.
        let write = trx.updateTable(table).set(history ? { ...changes, revision: sql`revision + 1` } : changes).where('id', '=', id);
        if (history && expectedRevision !== undefined) write = write.where('revision', '=', expectedRevision);
        const updated = await write.executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          // Deleted between the read and this update (another instance): nothing written, nothing to record.
          if (!(await get(id, trx))) return { before: null, after: null, result: null };
          throw await staleness(trx, id);
        }
        const after = await get(id, trx);
        if (after) await recordVersion(trx, after, author, now);
        return { before, after, result: after };
      });
    },
    async versions(id: string): Promise<TableVersionSummary[]> {
      const rows = await ((await db()) as unknown as Kysely<Database>).selectFrom('kind_versions').select(['id', 'revision', 'author_name', 'created_at']).where('kind', '=', kind.key).where('item_id', '=', id).orderBy('created_at', 'desc').orderBy('revision', 'desc').execute();
      return rows.map((row) => ({ id: row.id, revision: Number(row.revision), author: row.author_name, createdAt: row.created_at }));
    },
    async version(id: string, versionId: string): Promise<TableVersion<Doc> | null> {
      const row = await ((await db()) as unknown as Kysely<Database>).selectFrom('kind_versions').selectAll().where('kind', '=', kind.key).where('item_id', '=', id).where('id', '=', versionId).executeTakeFirst();
      return row ? { id: row.id, revision: Number(row.revision), author: row.author_name, createdAt: row.created_at, values: JSON.parse(row.data) as Partial<Doc> } : null;
    },
    async remove(id: string): Promise<Doc | null> {
      return audited('delete', async (trx) => {
        const doc = await get(id, trx);
        if (!doc) return { before: null, after: null, result: null };
        const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return { before: null, after: null, result: null };
        // Its history goes with it: the audit log keeps that it was deleted, and what it held.
        if (history) await (trx as unknown as Kysely<Database>).deleteFrom('kind_versions').where('kind', '=', kind.key).where('item_id', '=', id).execute();
        return { before: doc, after: null, result: doc };
      });
    },
  };
}
