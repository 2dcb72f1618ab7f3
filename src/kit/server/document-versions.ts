import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/schema';
import type { Author } from './table-store';
import type { Kind } from '../define-kind';

// The history of a kind's documents (docs/decisions/0036, section 9): every save and publication keeps the whole
// working copy with its author, written in the transaction of the write (document-publishing.ts); the newest 100 stay.

export type VersionSummary = { id: string; revision: number; published: boolean; author: string; createdAt: string };
type Live = Record<string, unknown> & { id: string };

const KEEP_VERSIONS = 100;
const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

export function documentVersions(kind: Kind) {
  return {
    /** Keeps a version, in the write's transaction, and lets the oldest beyond 100 go. */
    async record(trx: Transaction<Database> | Kysely<Database>, documentId: string, revision: number, data: string, author: Author, published: boolean, now: string) {
      await trx
        .insertInto('document_versions')
        .values({ id: randomUUID(), document_id: documentId, revision, data, published, author_id: author.id, author_name: author.name, created_at: now })
        .execute();
      const old = await trx.selectFrom('document_versions').select('id').where('document_id', '=', documentId).orderBy('created_at', 'desc').orderBy('revision', 'desc').offset(KEEP_VERSIONS).limit(1000).execute();
      if (old.length > 0) await trx.deleteFrom('document_versions').where('id', 'in', old.map((version) => version.id)).execute();
    },

    /** Who saved last, and when (what a refused stale save names). */
    async lastSave(id: string): Promise<{ author: string; createdAt: string } | null> {
      const last = await (await getDb()).selectFrom('document_versions').select(['author_name', 'created_at']).where('document_id', '=', id).orderBy('created_at', 'desc').executeTakeFirst();
      return last ? { author: last.author_name, createdAt: last.created_at } : null;
    },

    async list(id: string): Promise<VersionSummary[]> {
      const rows = await (await getDb())
        .selectFrom('document_versions')
        .select(['id', 'revision', 'published', 'author_name', 'created_at'])
        .where('document_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('revision', 'desc')
        .execute();
      return rows.map((row) => ({ id: row.id, revision: Number(row.revision), published: Boolean(row.published), author: row.author_name, createdAt: row.created_at }));
    },

    /** One version's values, or null (unknown, or of another document). */
    async one(id: string, versionId: string): Promise<(VersionSummary & { values: Record<string, unknown> }) | null> {
      const row = await (await getDb())
        .selectFrom('document_versions')
        .select(['id', 'revision', 'published', 'author_name', 'created_at', 'data'])
        .where('id', '=', versionId)
        .where('document_id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, revision: Number(row.revision), published: Boolean(row.published), author: row.author_name, createdAt: row.created_at, values: parse(row.data) };
    },

    /**
     * The publications recorded in (from, to], each with the public values before it and after: how every instance
     * learns of one another instance made (the schedule watcher asks each tick).
     */
    async publishedBetween(from: Date, to: Date): Promise<Array<{ before: Live | null; after: Live }>> {
      const db = await getDb();
      const published = await db
        .selectFrom('document_versions as v')
        .innerJoin('documents as d', 'd.id', 'v.document_id')
        .select(['v.document_id', 'v.data', 'v.created_at'])
        .where('d.kind', '=', kind.key)
        .where('v.published', '=', true)
        .where('v.created_at', '>', from.toISOString())
        .where('v.created_at', '<=', to.toISOString())
        .execute();
      return Promise.all(
        published.map(async (version) => {
          const previous = await db
            .selectFrom('document_versions')
            .select('data')
            .where('document_id', '=', version.document_id)
            .where('published', '=', true)
            .where('created_at', '<', version.created_at)
            .orderBy('created_at', 'desc')
            .executeTakeFirst();
          const id = version.document_id;
          return { before: previous ? { ...parse(previous.data), id } : null, after: { ...parse(version.data), id } };
        }),
      );
    },
  };
}

export type DocumentVersions = ReturnType<typeof documentVersions>;
