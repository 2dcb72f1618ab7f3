import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/server/db';
import type { DocumentsTable } from '@/server/db/schema';
import type { Paged, Paging } from '@/lib/schemas/paging';
import { addressFieldOf, type Kind } from '../define-kind';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/db/errors';
import type { KindStore } from './table-store';

/** A write that would give a document the address another of its kind has. */
export class AddressTaken extends Error {
  constructor(readonly field: string) {
    super('Address taken');
  }
}

export { addressFieldOf };

/** The kinds whose documents are published at an address (pages, job openings): what a link or a redirect may name. */
export const addressedKinds = (all: readonly Kind[]) => all.filter((kind) => 'documents' in kind.storage && addressFieldOf(kind));

/** The documents' rows for new values of a kind (also the seed's, on the database being prepared). */
export function documentRow(kind: Kind, values: Record<string, unknown>, now = new Date().toISOString()) {
  const addressField = addressFieldOf(kind);
  return {
    id: randomUUID(),
    kind: kind.key,
    address: addressField ? String(values[addressField]) : null,
    data: JSON.stringify(values),
    visible: isVisible(kind, values),
    draft: null,
    revision: 1,
    // Written live (the seed): published when made.
    published_at: now,
    publish_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** Inserts, turning the unique (kind, address) index's refusal into AddressTaken. */
export async function guarded<T>(kind: Kind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = addressFieldOf(kind);
    if (field && isUniqueViolation(error)) throw new AddressTaken(field);
    throw error;
  }
}

/** Writes documents live, each with its first version (the seed's, on the database being prepared). */
export async function insertDocuments(db: Kysely<Database>, kind: Kind, documents: Array<Record<string, unknown>>, { author = 'Site setup', at = new Date() } = {}): Promise<void> {
  if (documents.length === 0) return;
  const rows = documents.map((values) => documentRow(kind, values, at.toISOString()));
  await db.insertInto('documents').values(rows).execute();
  await db
    .insertInto('document_versions')
    .values(rows.map((row) => ({ id: randomUUID(), document_id: row.id, revision: 1, data: row.data, published: true, author_id: null, author_name: author, created_at: row.created_at })))
    .execute();
}

// A kind kept in the shared `documents` table (docs/decisions/0036, section 2): its field values as JSON, which no
// query looks inside, so every query is the same SQL on SQLite and PostgreSQL. A new kind needs no migration.

type Row = Pick<DocumentsTable, 'id' | 'data' | 'created_at' | 'updated_at' | 'published_at'>;
export type DocumentStore<Doc extends { id: string }> = Omit<KindStore<Doc>, 'list'> & {
  /** As a table's, without `where`: the JSON is never queried inside (a filter a kind needs is a column of its own). */
  list(options?: { visibleOnly?: boolean; limit?: number }): Promise<Doc[]>;
  /** The document at an address (a page's path), or null. */
  getByAddress(address: string): Promise<Doc | null>;
};

// A write that found the document changed under it (another save in between) reads it again and retries.
const UPDATE_ATTEMPTS = 5;

/** Whether the public site shows these values: every field `public.visible` names has its value. */
export function isVisible(kind: Kind, values: Record<string, unknown>): boolean {
  return Object.entries(kind.public.visible ?? {}).every(([field, value]) => values[field] === value);
}

export function documentStore<Doc extends { id: string }>(kind: Kind): DocumentStore<Doc> {
  if (!('documents' in kind.storage)) throw new Error(`Kind "${kind.key}" has a table of its own`);
  const direction = kind.order?.direction ?? 'desc';
  const orderColumn = kind.order?.field === 'updatedAt' ? 'updated_at' : 'created_at';
  const columns = ['id', 'data', 'created_at', 'updated_at', 'published_at'] as const;
  // `publishedAt`: when visitors last got a new version (a draft save changes `updatedAt` only): the sitemap's date.
  const toDoc = (row: Row) => ({ ...(JSON.parse(row.data) as object), id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, publishedAt: row.published_at }) as unknown as Doc;
  const ofKind = async () => (await getDb()).selectFrom('documents').where('kind', '=', kind.key);
  // What visitors may see: a document never published is a draft (its values are in `draft`, `data` is empty).
  const published = async () => (await ofKind()).where('published_at', 'is not', null);

  /** The published values (null while a document was never published: its draft is no visitor's). */
  async function get(id: string): Promise<Doc | null> {
    const row = await (await ofKind()).select(columns).where('id', '=', id).where('published_at', 'is not', null).executeTakeFirst();
    return row ? toDoc(row) : null;
  }

  const addressField = addressFieldOf(kind);

  return {
    get,
    async getByAddress(address: string) {
      const row = await (await ofKind()).select(columns).where('address', '=', address).executeTakeFirst();
      return row ? toDoc(row) : null;
    },
    async list({ visibleOnly = false, limit }: { visibleOnly?: boolean; limit?: number } = {}) {
      let query = (await published()).select(columns);
      if (visibleOnly) query = query.where('visible', '=', true);
      query = query.orderBy(orderColumn, direction).orderBy('id');
      return (await (limit === undefined ? query : query.limit(limit)).execute()).map(toDoc);
    },
    async page({ page, pageSize }: Paging): Promise<Paged<Doc>> {
      const [rows, count] = await Promise.all([
        (await published()).select(columns).orderBy(orderColumn, direction).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
        (await published()).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toDoc), page, pageSize, total: Number(count.count) };
    },
    async create(values: object) {
      const row = documentRow(kind, values as Record<string, unknown>);
      await guarded(kind, async () => (await getDb()).insertInto('documents').values(row).execute());
      return toDoc(row);
    },
    async update(id: string, patch: object) {
      const db = await getDb();
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        const row = await (await ofKind()).select(columns).where('id', '=', id).executeTakeFirst();
        if (!row) return null;
        // Only the fields sent change (a PATCH never clears what it did not name), as in a table of its own.
        const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        const values = { ...(JSON.parse(row.data) as Record<string, unknown>), ...sent };
        // Later than the row's own time, even within one millisecond: the condition below tells writes apart by it.
        const now = new Date(Math.max(Date.now(), Date.parse(row.updated_at) + 1)).toISOString();
        const address = addressField ? { address: String(values[addressField]) } : {};
        const result = await guarded(kind, () =>
          db
            .updateTable('documents')
            .set({ data: JSON.stringify(values), visible: isVisible(kind, values), updated_at: now, ...address })
            .where('id', '=', id)
            .where('kind', '=', kind.key)
            .where('updated_at', '=', row.updated_at)
            .executeTakeFirst(),
        );
        if (Number(result.numUpdatedRows) > 0) return toDoc({ ...row, data: JSON.stringify(values), updated_at: now });
      }
      throw new Error(`Document ${id} kept changing under ${UPDATE_ATTEMPTS} attempts to update it`);
    },
    async remove(id: string) {
      const doc = await get(id);
      if (!doc) return null;
      const result = await (await getDb()).deleteFrom('documents').where('id', '=', id).where('kind', '=', kind.key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? doc : null;
    },
  };
}
