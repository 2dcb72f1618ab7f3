import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { getDb, type Database } from '@/server/db';
import { isUniqueViolation } from '@/server/db/errors';
import { fieldChanges, recordAudit } from '@/server/repositories/audit-log';
import { columnsOf, fromRow, toRow } from '@/server/repositories/field-map';
import { moveRedirects } from '@/server/repositories/redirects';
import type { Paged, Paging } from '@/lib/schemas/paging';
import { columnName, type Kind } from '../define-kind';
import { StaleDocument } from './document-refusals';
import { joinedOf, withJoined, withoutJoined, writeJoined } from './table-joined';

// A kind stored in a table of its own, one column per field (docs/decisions/0036, section 2). The SQL is the same
// Kysely on SQLite and PostgreSQL; the table is a parameter, so the handle is loosely typed and the column map,
// checked against the table's type by defineKind, is what keeps it right. Every write is one transaction with its
// audit entry (issue 23): a change is never kept without its record, nor when the record cannot be written.

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

/** A value of a `unique` field that another document has (raised from the database's unique index, not a pre-check). */
export class UniqueTaken extends Error {
  constructor(public readonly field: string) {
    super(`The ${field} is taken`);
  }
}

/** Versions kept per document; older ones are pruned by the save that makes a new one (as documents and resources). */
export const TABLE_VERSIONS_KEPT = 100;

/** Who saved: a staff account's id and the name the history shows. */
export type Author = { id: string | null; name: string };
/**
 * A write's author and, for an update, the revision the writer opened (If-Match; absent, any) and the version it makes
 * current again (its audit entry is a `restore-version` naming it).
 */
export type WriteOptions = { author?: Author; expectedRevision?: number; restoredVersion?: string };
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

/**
 * A table store: with a history, writes record versions and an update may name the revision it replaces; with a
 * trash, `remove` moves a document there (`get` still reads it, with its `deletedAt`; lists and updates do not).
 */
export type TableStore<Doc extends { id: string }> = KindStore<Doc> & {
  versions(id: string): Promise<TableVersionSummary[]>;
  version(id: string, versionId: string): Promise<TableVersion<Doc> | null>;
  /** The trash, most recently deleted first. */
  trashed(): Promise<Doc[]>;
  /** Back from the trash as it was; null when unknown or not there. */
  untrash(id: string): Promise<Doc | null>;
  /** Deletes a document in the trash for good, with its history; what was deleted, or null when unknown or not there. */
  purge(id: string): Promise<Doc | null>;
  /** Deletes what has been in the trash since before `cutoff` (nobody acting); what was deleted. */
  purgeTrashedBefore(cutoff: Date): Promise<Doc[]>;
};

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
  const trash = hasTrash(kind);
  const address = kind.public.address;
  const fieldKeys = Object.keys(kind.fields);
  const valuesOf = (doc: Doc) => Object.fromEntries(fieldKeys.map((key) => [key, (doc as Record<string, unknown>)[key]]));
  /** The documents not in the trash (all of them, for a kind without one). */
  const present = <Q extends { where: (...args: never[]) => unknown }>(query: Q): Q => (trash ? ((query as unknown as { where: (c: string, op: string, v: null) => Q }).where('deleted_at', 'is', null)) : query);
  /** How the audit log names a document that is gone or moved: its title and its unique fields (a slug). */
  const named = (doc: Doc) => Object.fromEntries([kind.card.title, ...unique].map((key) => [key, (doc as Record<string, unknown>)[key]]));
  const withJoinedRows = async (handle: Kysely<Record<string, Row>>, rows: Row[]) => withJoined(handle, kind, rows.map(toApi));

  /** Records `doc` as it now is, in the write's transaction, and prunes the oldest beyond the ones kept. */
  async function recordVersion(trx: Kysely<Record<string, Row>>, doc: Doc, author: Author, at: string): Promise<void> {
    if (!history) return;
    const versions = trx as unknown as Kysely<Database>;
    const revision = Number((doc as Record<string, unknown>).revision);
    await versions.insertInto('kind_versions').values({ id: randomUUID(), kind: kind.key, item_id: doc.id, revision, data: JSON.stringify(valuesOf(doc)), author_id: author.id, author_name: author.name, created_at: at }).execute();
    const kept = versions.selectFrom('kind_versions').select('id').where('kind', '=', kind.key).where('item_id', '=', doc.id).orderBy('created_at', 'desc').orderBy('revision', 'desc').limit(TABLE_VERSIONS_KEPT);
    await versions.deleteFrom('kind_versions').where('kind', '=', kind.key).where('item_id', '=', doc.id).where('id', 'not in', kept).execute();
  }

  async function deleteVersions(trx: Kysely<Record<string, Row>>, ids: string[]): Promise<void> {
    if (history && ids.length > 0) await (trx as unknown as Kysely<Database>).deleteFrom('kind_versions').where('kind', '=', kind.key).where('item_id', 'in', ids).execute();
  }

  /** Why an update that named a revision found none to replace: who saved last, and when. */
  async function staleness(trx: Kysely<Record<string, Row>>, id: string): Promise<StaleDocument> {
    const last = await (trx as unknown as Kysely<Database>).selectFrom('kind_versions').select(['author_name', 'created_at']).where('kind', '=', kind.key).where('item_id', '=', id).orderBy('created_at', 'desc').orderBy('revision', 'desc').executeTakeFirst();
    const row = await trx.selectFrom(table).select('updated_at').where('id', '=', id).executeTakeFirst();
    return new StaleDocument(last?.author_name ?? NOBODY.name, last?.created_at ?? String(row?.updated_at ?? new Date().toISOString()));
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

  /** Sets the trash mark of one document (moving its revision), if it was `from`; the document as it was, or null. */
  async function markTrash(id: string, to: string | null, action: 'delete' | 'restore'): Promise<Doc | null> {
    return audited(action, async (trx) => {
      const before = await get(id, trx);
      if (!before || Boolean((before as Record<string, unknown>).deletedAt) === (to !== null)) return { before: null, after: null, result: null };
      const now = new Date().toISOString();
      const marked = await trx
        .updateTable(table)
        .set({ deleted_at: to, updated_at: now, ...(history ? { revision: sql`revision + 1` } : {}) })
        .where('id', '=', id)
        .where('deleted_at', to === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return { before: null, after: null, result: null };
      const after = to === null ? await get(id, trx) : before;
      return { before, after, result: after, changes: named(before) };
    });
  }

  return {
    get,
    async list({ visibleOnly = false, limit, where: only = {} } = {}): Promise<Doc[]> {
      const handle = await db();
      let query = present(handle.selectFrom(table).select(columns));
      const where = whereColumns({ ...(visibleOnly ? (kind.public.visible ?? {}) : {}), ...only });
      for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
      query = query.orderBy(order.column, order.direction).orderBy('id');
      return withJoinedRows(handle, await (limit === undefined ? query : query.limit(limit)).execute());
    },
    async page({ page, pageSize }: Paging): Promise<Paged<Doc>> {
      const handle = await db();
      const [rows, count] = await Promise.all([
        present(handle.selectFrom(table).select(columns)).orderBy(order.column, order.direction).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
        present(handle.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count'))).executeTakeFirstOrThrow(),
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
          await moveAddress(trx, before, after, now, author);
          await recordVersion(trx, after, author, now);
          const fieldsChanged = fieldChanges(before as Record<string, unknown>, after as Record<string, unknown>);
          return { before, after, result: after, ...(restoredVersion ? { changes: { version: restoredVersion, ...fieldsChanged } } : {}) };
        }),
      );
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
      // With a trash, a delete is a move there (kept for its time in the trash, then purged).
      if (trash) return markTrash(id, new Date().toISOString(), 'delete');
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
    async trashed(): Promise<Doc[]> {
      if (!trash) return [];
      const handle = await db();
      const rows = await handle.selectFrom(table).select(columns).where('deleted_at', 'is not', null).orderBy('deleted_at', 'desc').orderBy('id').execute();
      return withJoinedRows(handle, rows);
    },
    untrash: (id) => (trash ? markTrash(id, null, 'restore') : Promise.resolve(null)),
    async purge(id: string): Promise<Doc | null> {
      if (!trash) return null;
      return audited('purge', async (trx) => {
        const doc = await get(id, trx);
        if (!doc || !(doc as Record<string, unknown>).deletedAt) return { before: null, after: null, result: null };
        const result = await trx.deleteFrom(table).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return { before: null, after: null, result: null };
        await deleteVersions(trx, [id]);
        return { before: doc, after: null, result: doc, changes: named(doc) };
      });
    },
    async purgeTrashedBefore(cutoff: Date): Promise<Doc[]> {
      if (!trash) return [];
      return (await db()).transaction().execute(async (trx) => {
        // One statement decides and deletes: a document brought back from the trash meanwhile is not among them.
        const rows = await trx.deleteFrom(table).where('deleted_at', '<', cutoff.toISOString()).returning(columns).execute();
        if (rows.length === 0) return [];
        const docs = rows.map(toApi);
        const ids = docs.map((doc) => doc.id);
        await deleteVersions(trx, ids);
        // The watcher's work, nobody acting: recorded as the system's (actor null).
        for (const doc of docs) {
          const changes = { ...named(doc), trashedAt: (doc as Record<string, unknown>).deletedAt };
          await recordAudit(trx as unknown as Transaction<Database>, { action: 'purge', entity: kind.key, entityId: doc.id, actor: null, changes });
        }
        return docs;
      });
    },
  };

  /** A document visitors saw that changed address: the old one answers 308 to the new, in the save's transaction. */
  async function moveAddress(trx: Kysely<Record<string, Row>>, before: Doc, after: Doc, at: string, author: Author): Promise<void> {
    if (!address) return;
    const [from, to] = [address.of(before as unknown as Record<string, unknown>), address.of(after as unknown as Record<string, unknown>)];
    if (from === to || !address.isLive(before as unknown as Record<string, unknown>, new Date(at))) return;
    // The redirects table names the resource a redirect came from (listed with it on the redirects screen).
    const resourceId = table === 'resources' ? after.id : null;
    await moveRedirects(trx as unknown as Transaction<Database>, { from, to, resourceId, by: author.name, at });
  }
}
