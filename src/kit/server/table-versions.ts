import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/server/db';

// The history of a table kind (`storage: { table, history: true }`): a version of a document's fields for every
// create and save, written in the write's own transaction, in `kind_versions` under the kind's key (ADR 36 step 7).

/** Versions kept per document; older ones are pruned by the save that makes a new one (as documents and resources). */
export const TABLE_VERSIONS_KEPT = 100;

/** Who saved: a staff account's id and the name the history shows. */
export type Author = { id: string | null; name: string };
/** A version in a list: who saved it, when, and the document's title then (the card's title field). */
export type TableVersionSummary = { id: string; revision: number; author: string; createdAt: string; title: string };
export type TableVersion<Doc> = TableVersionSummary & { values: Partial<Doc> };

/** Any handle the store writes with (a transaction of a loosely typed table). */
type Handle = Kysely<never>;

/** The versions of one kind's documents; `titleField` names each in a list. */
export function tableVersions(kindKey: string, titleField: string) {
  const of = (handle: Handle) => handle as unknown as Kysely<Database>;
  const summaryOf = (row: { id: string; revision: number | string; author_name: string; created_at: string }) => ({ id: row.id, revision: Number(row.revision), author: row.author_name, createdAt: row.created_at });
  const titleOf = (data: string) => String((JSON.parse(data) as Record<string, unknown>)[titleField] ?? '');
  const mine = (handle: Handle, id: string) => of(handle).selectFrom('kind_versions').where('kind', '=', kindKey).where('item_id', '=', id);
  return {
    /** Records a document's fields at a revision and prunes the oldest beyond the ones kept. */
    async record(trx: Handle, id: string, revision: number, values: Record<string, unknown>, author: Author, at: string): Promise<void> {
      await of(trx).insertInto('kind_versions').values({ id: randomUUID(), kind: kindKey, item_id: id, revision, data: JSON.stringify(values), author_id: author.id, author_name: author.name, created_at: at }).execute();
      const kept = mine(trx, id).select('id').orderBy('created_at', 'desc').orderBy('revision', 'desc').limit(TABLE_VERSIONS_KEPT);
      await of(trx).deleteFrom('kind_versions').where('kind', '=', kindKey).where('item_id', '=', id).where('id', 'not in', kept).execute();
    },
    /** Deletes the history of documents deleted for good, in the deletion's transaction (no foreign key cascades). */
    async remove(trx: Handle, ids: string[]): Promise<void> {
      if (ids.length > 0) await of(trx).deleteFrom('kind_versions').where('kind', '=', kindKey).where('item_id', 'in', ids).execute();
    },
    /** Who saved a document last, and when (a refused stale save names them). */
    async last(trx: Handle, id: string): Promise<{ author: string; at: string } | null> {
      const row = await mine(trx, id).select(['author_name', 'created_at']).orderBy('created_at', 'desc').orderBy('revision', 'desc').executeTakeFirst();
      return row ? { author: row.author_name, at: row.created_at } : null;
    },
    /** A document's versions, newest first. */
    async list(id: string): Promise<TableVersionSummary[]> {
      const rows = await mine((await getDb()) as unknown as Handle, id).select(['id', 'revision', 'author_name', 'created_at', 'data']).orderBy('created_at', 'desc').orderBy('revision', 'desc').execute();
      return rows.map((row) => ({ ...summaryOf(row), title: titleOf(row.data) }));
    },
    /** One version with the fields it kept; null when unknown. */
    async one<Doc>(id: string, versionId: string): Promise<TableVersion<Doc> | null> {
      const row = await mine((await getDb()) as unknown as Handle, id).selectAll().where('id', '=', versionId).executeTakeFirst();
      if (!row) return null;
      const values = JSON.parse(row.data) as Record<string, unknown>;
      return { ...summaryOf(row), title: String(values[titleField] ?? ''), values: values as Partial<Doc> };
    },
  };
}
