import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { getDb, type Database } from '@/server/db';
import { isUniqueViolation } from '@/server/db/errors';
import { fieldChanges, recordAudit } from '@/server/repositories/audit-log';
import { columnsOf, fromRow, toRow } from '@/server/repositories/field-map';
import type { Paged, Paging } from '@/lib/schemas/paging';
import { columnName, type Kind } from '../define-kind';
import { StaleDocument } from './document-refusals';
import { withJoined, withoutJoined, writeJoined } from './table-joined';
import { moveLiveAddress } from './address-moves';
import { columnsOfKind, hasHistory, hasTrash, toApiValues } from './table-columns';
import { UniqueTaken, type TableStore, type WriteOptions } from './store-contract';
import type { ListFilter } from './list-query';
import { narrowList } from './table-filters';
import { tableVersions, type Author } from './table-versions';
import { tableTrash } from './table-trash';

export { TABLE_VERSIONS_KEPT, type Author, type TableVersion, type TableVersionSummary } from './table-versions';
export { columnsOfKind, hasHistory, hasTrash } from './table-columns';
export { UniqueTaken, type KindStore, type TableStore, type WriteOptions } from './store-contract';

// A kind stored in a table of its own, one column per field (docs/decisions/0036, section 2). The SQL is the same
// Kysely on SQLite and PostgreSQL; the table is a parameter, so the handle is loosely typed and the column map,
// checked against the table's type by defineKind, is what keeps it right. Every write is one transaction with its
// audit entry (issue 23): a change is never kept without its record, nor when the record cannot be written.

type Row = Record<string, unknown>;

// A version written outside a staff request (the seed, a script) names no one.
const NOBODY: Author = { id: null, name: 'Site setup' };

export function tableStore<Doc extends { id: string }>(kind: Kind): TableStore<Doc> {
  if (!('table' in kind.storage)) throw new Error(`Kind "${kind.key}" has no table of its own`);
  const map = columnsOfKind(kind);
  const columns = columnsOf(map);
  const table = kind.storage.table;
  const unique = kind.storage.unique ?? [];
  const order = { column: columnName(kind.order?.field ?? 'createdAt'), direction: kind.order?.direction ?? ('desc' as const) };
  const db = async () => (await getDb()) as unknown as Kysely<Record<string, Row>>;
  const toApi = (row: Row) => toApiValues(kind, fromRow(map, row)) as unknown as Doc;
  const history = hasHistory(kind);
  const versions = tableVersions(kind.key, kind.card.title);
  const trash = hasTrash(kind);
  const fieldKeys = Object.keys(kind.fields);
  const valuesOf = (doc: Doc) => Object.fromEntries(fieldKeys.map((key) => [key, (doc as Record<string, unknown>)[key]]));
  /** The documents not in the trash (all of them, for a kind without one). */
  const present = <Q extends { where: (...args: never[]) => unknown }>(query: Q): Q => (trash ? ((query as unknown as { where: (c: string, op: string, v: null) => Q }).where('deleted_at', 'is', null)) : query);
  /** How the audit log names a document that is gone or moved: its title and its unique fields (a slug). */
  const named = (doc: Doc) => Object.fromEntries([kind.card.title, ...unique].map((key) => [key, (doc as Record<string, unknown>)[key]]));
  const withJoinedRows = async (handle: Kysely<Record<string, Row>>, rows: Row[]) => withJoined(handle, kind, rows.map(toApi));

  /** Records `doc` as it now is, in the write's transaction (a kind with a history). */
  async function recordVersion(trx: Kysely<Record<string, Row>>, doc: Doc, author: Author, at: string): Promise<void> {
    if (history) await versions.record(trx as never, doc.id, Number((doc as Record<string, unknown>).revision), valuesOf(doc), author, at);
  }

  async function deleteVersions(trx: Kysely<Record<string, Row>>, ids: string[]): Promise<void> {
    if (history) await versions.remove(trx as never, ids);
  }

  /** Why an update that named a revision found none to replace: who saved last, and when. */
  async function staleness(trx: Kysely<Record<string, Row>>, id: string): Promise<StaleDocument> {
    const last = await versions.last(trx as never, id);
    const row = await trx.selectFrom(table).select('updated_at').where('id', '=', id).executeTakeFirst();
    return new StaleDocument(last?.author ?? NOBODY.name, last?.at ?? String(row?.updated_at ?? new Date().toISOString()));
  }

  /**
   * A write refused by a unique index becomes UniqueTaken naming the field whose value another document has (looked
   * up after the failed transaction: the index's name differs by engine).
   */
  async function uniquely<T>(id: string, values: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const handle = await db();
      const sent = unique.filter((field) => values[field] !== undefined);
      for (const field of sent) {
        const other = await handle.selectFrom(table).select('id').where(columnName(field), '=', values[field]).where('id', '!=', id).executeTakeFirst();
        if (other) throw new UniqueTaken(field);
      }
      // The other document may be gone by now (purged, renamed): with one unique field sent, it was that one's clash.
      if (sent.length === 1) throw new UniqueTaken(sent[0]!);
      throw error;
    }
  }

  async function get(id: string, handle?: Kysely<Record<string, Row>>): Promise<Doc | null> {
    const reader = handle ?? (await db());
    const row = await reader.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst();
    return row ? ((await withJoinedRows(reader, [row]))[0] ?? null) : null;
  }

  /** Runs `write` in a transaction that ends with its audit entry (by default, the fields that changed in API names). */
  async function audited<T extends Doc | null>(
    action: string,
    write: (trx: Kysely<Record<string, Row>>) => Promise<{ before: Doc | null; after: Doc | null; result: T; changes?: Record<string, unknown> }>,
  ): Promise<T> {
    return (await db()).transaction().execute(async (trx) => {
      const { before, after, result, changes: given } = await write(trx);
      const id = (after ?? before)?.id;
      // Nothing found, nothing written: nothing to record.
      if (id === undefined) return result;
      const changes = given ?? fieldChanges(before as Record<string, unknown> | null, after as Record<string, unknown> | null);
      // An update that changed no field (the same values sent again) is kept but not worth an entry, as a draft's.
      if (action === 'update' && Object.keys(changes).length === 0) return result;
      await recordAudit(trx as unknown as Transaction<Database>, { action, entity: kind.key, entityId: id, changes });
      return result;
    });
  }

  const trashOps = tableTrash<Doc>({ kind, table, columns, history, db, get, audited, named, toApi, deleteVersions, withJoinedRows });

  return {
    get,
    async list({ visibleOnly = false, limit, where: only = {}, state } = {}): Promise<Doc[]> {
      const handle = await db();
      let query = narrowList(kind, handle.selectFrom(table).select(columns), { where: { ...(visibleOnly ? (kind.public.visible ?? {}) : {}), ...only }, state });
      query = query.orderBy(order.column, order.direction).orderBy('id');
      return withJoinedRows(handle, await (limit === undefined ? query : query.limit(limit)).execute());
    },
    async page({ page, pageSize }: Paging, filter: ListFilter = { where: {} }): Promise<Paged<Doc>> {
      const handle = await db();
      const [rows, count] = await Promise.all([
        narrowList(kind, handle.selectFrom(table).select(columns), filter).orderBy(order.column, order.direction).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
        narrowList(kind, handle.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')), filter).executeTakeFirstOrThrow(),
      ]);
      return { data: await withJoinedRows(handle, rows), page, pageSize, total: Number(count.count) };
    },
    async create(values: object, { author = NOBODY }: WriteOptions = {}): Promise<Doc> {
      const now = new Date().toISOString();
      const id = randomUUID();
      const all = values as Record<string, unknown>;
      const row = toRow(map, { ...withoutJoined(kind, all), id, ...(history ? { revision: 1 } : {}), createdAt: now, updatedAt: now }) as Row;
      return uniquely(id, all, () =>
        audited('create', async (trx) => {
          await trx.insertInto(table).values(row).execute();
          await writeJoined(trx, kind, id, all);
          const created = (await get(id, trx))!;
          await recordVersion(trx, created, author, now);
          return { before: null, after: created, result: created };
        }),
      );
    },
    async update(id: string, patch: object, { author = NOBODY, expectedRevision, restoredVersion }: WriteOptions = {}): Promise<Doc | null> {
      const now = new Date().toISOString();
      const all = patch as Record<string, unknown>;
      const { revision: _ignored, deleted_at: _trash, ...fields } = toRow(map, withoutJoined(kind, all)) as Row;
      const changes = { ...fields, updated_at: now };
      return uniquely(id, all, () =>
        audited(restoredVersion ? 'restore-version' : 'update', async (trx) => {
          // Read in the transaction: the entry's "before" is the row this update replaced.
          const before = await get(id, trx);
          if (!before || (before as Record<string, unknown>).deletedAt) return { before: null, after: null, result: null };
          // The revision moves in the UPDATE's own condition, so two instances saving over one revision cannot both pass.
          let write = present(trx.updateTable(table).set(history ? { ...changes, revision: sql`revision + 1` } : changes).where('id', '=', id));
          if (history && expectedRevision !== undefined) write = write.where('revision', '=', expectedRevision);
          const updated = await write.executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) {
            // Deleted (or trashed) between the read and this update (another instance): nothing written, nothing to record.
            const current = await get(id, trx);
            if (!current || (current as Record<string, unknown>).deletedAt) return { before: null, after: null, result: null };
            throw await staleness(trx, id);
          }
          await writeJoined(trx, kind, id, all);
          const after = (await get(id, trx))!;
          await moveLiveAddress(trx as unknown as Transaction<Database>, kind, { id, before, after }, now, author);
          await recordVersion(trx, after, author, now);
          const fieldsChanged = fieldChanges(before as Record<string, unknown>, after as Record<string, unknown>);
          return { before, after, result: after, ...(restoredVersion ? { changes: { version: restoredVersion, ...fieldsChanged } } : {}) };
        }),
      );
    },
    versions: (id) => versions.list(id),
    version: (id, versionId) => versions.one<Doc>(id, versionId),
    async remove(id: string): Promise<Doc | null> {
      // With a trash, a delete is a move there (kept for its time in the trash, then purged).
      if (trash) return trashOps.moveToTrash(id);
      return audited('delete', async (trx) => {
        const doc = await get(id, trx);
        if (!doc) return { before: null, after: null, result: null };
        const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return { before: null, after: null, result: null };
        // Its history goes with it: the audit log keeps that it was deleted, and what it held.
        await deleteVersions(trx, [id]);
        return { before: doc, after: null, result: doc };
      });
    },
    // A kind without a trash has nothing there, and nothing comes back from it.
    trashed: () => (trash ? trashOps.trashed() : Promise.resolve([])),
    untrash: (id) => (trash ? trashOps.untrash(id) : Promise.resolve(null)),
    purge: (id) => (trash ? trashOps.purge(id) : Promise.resolve(null)),
    purgeTrashedBefore: (cutoff) => (trash ? trashOps.purgeTrashedBefore(cutoff) : Promise.resolve([])),
  };
}
