import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { getDb } from '@/server/db';
import type { Database, DocumentsTable } from '@/server/db/schema';
import type { Kind } from '../define-kind';
import { addressFieldOf, AddressTaken, guarded, isVisible } from './document-store';

// Drafts, scheduled publication and history of the documents of a kind (docs/decisions/0036, section 9).
// `data`, `address` and `visible` are what the public site shows and change only by a publication; staff save into
// `draft`. Every write bumps `revision` in the UPDATE itself (so two instances cannot both pass a stale check) and
// keeps a version of the working copy with its author, in the same transaction.

export type DocumentStatus = 'draft' | 'scheduled' | 'published';
export type Author = { id: string | null; name: string };

/** The staff view of a document: the working copy's values and where it stands. */
export type WorkingCopy = Record<string, unknown> & {
  id: string;
  status: DocumentStatus;
  /** Whether visitors see a version of it (the published one, which may differ from this working copy). */
  live: boolean;
  revision: number;
  publishAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type VersionSummary = { id: string; revision: number; published: boolean; author: string; createdAt: string };

/** A save that named a revision someone else has since replaced. */
export class StaleDocument extends Error {
  constructor(readonly lastAuthor: string, readonly lastSavedAt: string) {
    super('Stale revision');
  }
}

/** A publication that found nothing to publish, or a schedule of nothing. */
export class NothingToPublish extends Error {}

const KEEP_VERSIONS = 100;

type Row = Pick<Selectable<DocumentsTable>, 'id' | 'data' | 'draft' | 'revision' | 'published_at' | 'publish_at' | 'created_at' | 'updated_at'>;
const columns = ['id', 'data', 'draft', 'revision', 'published_at', 'publish_at', 'created_at', 'updated_at'] as const;

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

export function statusOf(row: Pick<Row, 'draft' | 'publish_at' | 'published_at'>): DocumentStatus {
  if (row.publish_at) return 'scheduled';
  return row.draft !== null || row.published_at === null ? 'draft' : 'published';
}

function workingCopy(row: Row): WorkingCopy {
  return {
    ...parse(row.draft ?? row.data),
    id: row.id,
    status: statusOf(row),
    live: row.published_at !== null,
    revision: Number(row.revision),
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The public values of a row, with its id (null while never published): what a change expires. */
const liveOf = (row: Row) => (row.published_at === null ? null : { ...parse(row.data), id: row.id });

async function recordVersion(trx: Transaction<Database> | Kysely<Database>, documentId: string, revision: number, data: string, author: Author, published: boolean, now: string) {
  await trx
    .insertInto('document_versions')
    .values({ id: randomUUID(), document_id: documentId, revision, data, published, author_id: author.id, author_name: author.name, created_at: now })
    .execute();
  const old = await trx.selectFrom('document_versions').select('id').where('document_id', '=', documentId).orderBy('created_at', 'desc').orderBy('revision', 'desc').offset(KEEP_VERSIONS).limit(1000).execute();
  if (old.length > 0) await trx.deleteFrom('document_versions').where('id', 'in', old.map((version) => version.id)).execute();
}

/** Later than the row's own time, even within one millisecond. */
const nowAfter = (row: Pick<Row, 'updated_at'>) => new Date(Math.max(Date.now(), Date.parse(row.updated_at) + 1)).toISOString();

export function documentPublishing(kind: Kind) {
  const addressField = addressFieldOf(kind);
  const ofKind = async () => (await getDb()).selectFrom('documents').where('kind', '=', kind.key);
  const read = async (id: string) => (await ofKind()).select(columns).where('id', '=', id).executeTakeFirst();

  async function stale(id: string, row: Row): Promise<StaleDocument> {
    const last = await (await getDb()).selectFrom('document_versions').select(['author_name', 'created_at']).where('document_id', '=', id).orderBy('created_at', 'desc').executeTakeFirst();
    return new StaleDocument(last?.author_name ?? 'unknown', last?.created_at ?? row.updated_at);
  }

  /**
   * Runs `change` on the row as read, in a transaction whose UPDATE holds only if the revision is still the one
   * read; a write in between is retried on the new row, unless the caller named the revision it saw (If-Match).
   */
  async function writeRow(id: string, expectedRevision: number | undefined, change: (row: Row, trx: Transaction<Database>, now: string) => Promise<Updateable<DocumentsTable>>): Promise<{ before: Row; after: Row } | null> {
    const db = await getDb();
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await read(id);
      if (!row) return null;
      if (expectedRevision !== undefined && Number(row.revision) !== expectedRevision) throw await stale(id, row);
      const now = nowAfter(row);
      const written = await guarded(kind, () =>
        db.transaction().execute(async (trx) => {
          const set = await change(row, trx, now);
          const result = await trx
            .updateTable('documents')
            .set({ ...set, revision: sql<number>`revision + 1`, updated_at: now })
            .where('id', '=', id)
            .where('kind', '=', kind.key)
            .where('revision', '=', Number(row.revision))
            .executeTakeFirst();
          // Rolled back with the version it wrote: another write came between the read and this one.
          if (Number(result.numUpdatedRows) === 0) throw new Retry();
          return { ...row, ...(set as Partial<Row>), revision: Number(row.revision) + 1, updated_at: now };
        }),
      ).catch((error: unknown) => {
        if (error instanceof Retry) return null;
        throw error;
      });
      if (written) return { before: row, after: written };
      if (expectedRevision !== undefined) throw await stale(id, (await read(id)) ?? row);
    }
    throw new Error(`Document ${id} kept changing under five attempts to write it`);
  }

  /** The values a publication makes public: the public columns beside the JSON. */
  const publicColumns = (data: string, now: string) => {
    const values = parse(data);
    return { data, draft: null, publish_at: null, published_at: now, visible: isVisible(kind, values), ...(addressField ? { address: String(values[addressField]) } : {}) };
  };

  return {
    async working(id: string): Promise<WorkingCopy | null> {
      const row = await read(id);
      return row ? workingCopy(row) : null;
    },

    /** Every document's working copy, newest first (the staff list). */
    async workingList(): Promise<WorkingCopy[]> {
      const rows = await (await ofKind()).select(columns).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(workingCopy);
    },

    /** A new document, a draft no visitor sees until it is published. */
    async createDraft(values: Record<string, unknown>, author: Author): Promise<WorkingCopy> {
      const now = new Date().toISOString();
      const row = { id: randomUUID(), kind: kind.key, address: null, data: '{}', draft: JSON.stringify(values), visible: false, revision: 1, published_at: null, publish_at: null, created_at: now, updated_at: now };
      await (await getDb()).transaction().execute(async (trx) => {
        await trx.insertInto('documents').values(row).execute();
        await recordVersion(trx, row.id, 1, row.draft, author, false, now);
      });
      return workingCopy(row);
    },

    /**
     * Saves the working copy (whole, already validated). The same values as the published ones leave no draft.
     * Null when unknown; throws StaleDocument when `expectedRevision` is not the current one.
     */
    async saveDraft(id: string, values: Record<string, unknown>, options: { author: Author; expectedRevision?: number }): Promise<WorkingCopy | null> {
      const json = JSON.stringify(values);
      const written = await writeRow(id, options.expectedRevision, async (row, trx, now) => {
        await recordVersion(trx, id, Number(row.revision) + 1, json, options.author, false, now);
        return { draft: row.published_at !== null && json === row.data ? null : json };
      });
      return written && workingCopy(written.after);
    },

    /**
     * Publishes the working copy now, or schedules it (`publishAt` later than now). Returns the public values
     * before and after (for the change to expire) with the working copy; null when unknown.
     */
    async publish(id: string, options: { author: Author; publishAt?: Date; expectedRevision?: number }) {
      const later = options.publishAt && options.publishAt.getTime() > Date.now() ? options.publishAt.toISOString() : null;
      const written = await writeRow(id, options.expectedRevision, async (row, trx, now) => {
        const pending = row.draft ?? (row.published_at === null ? row.data : null);
        if (pending === null) throw new NothingToPublish();
        if (later) return { publish_at: later };
        await recordVersion(trx, id, Number(row.revision) + 1, pending, options.author, true, now);
        return publicColumns(pending, now);
      });
      return written && { before: liveOf(written.before), after: liveOf(written.after), working: workingCopy(written.after) };
    },

    /** Cancels a scheduled publication; the draft stays. */
    async unschedule(id: string, options: { expectedRevision?: number }) {
      const written = await writeRow(id, options.expectedRevision, async (row) => {
        if (!row.publish_at) throw new NothingToPublish();
        return { publish_at: null };
      });
      return written && workingCopy(written.after);
    },

    /** Deletes the document and its history; false when unknown. */
    async remove(id: string): Promise<boolean> {
      return (await getDb()).transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('documents').where('id', '=', id).where('kind', '=', kind.key).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await trx.deleteFrom('document_versions').where('document_id', '=', id).execute();
        return true;
      });
    },

    /** One version's values, or null (unknown, or of another document). */
    async version(id: string, versionId: string): Promise<(VersionSummary & { values: Record<string, unknown> }) | null> {
      const row = await (await getDb())
        .selectFrom('document_versions')
        .select(['id', 'revision', 'published', 'author_name', 'created_at', 'data'])
        .where('id', '=', versionId)
        .where('document_id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, revision: Number(row.revision), published: Boolean(row.published), author: row.author_name, createdAt: row.created_at, values: parse(row.data) };
    },

    async versions(id: string): Promise<VersionSummary[]> {
      const rows = await (await getDb())
        .selectFrom('document_versions')
        .select(['id', 'revision', 'published', 'author_name', 'created_at'])
        .where('document_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('revision', 'desc')
        .execute();
      return rows.map((row) => ({ id: row.id, revision: Number(row.revision), published: Boolean(row.published), author: row.author_name, createdAt: row.created_at }));
    },

    /**
     * Publishes every draft whose time has come (any instance may; the revision check lets one win each). Returns
     * the ids whose address another document took since they were scheduled: their draft stays, unscheduled.
     */
    async publishDue(now: Date): Promise<string[]> {
      const due = await (await ofKind()).select('id').where('publish_at', '<=', now.toISOString()).execute();
      const refused: string[] = [];
      for (const { id } of due) {
        try {
          await writeRow(id, undefined, async (row, trx, at) => {
            if (!row.publish_at || row.publish_at > now.toISOString()) throw new NothingToPublish();
            const pending = row.draft ?? row.data;
            await recordVersion(trx, id, Number(row.revision) + 1, pending, SCHEDULE_AUTHOR, true, at);
            return publicColumns(pending, row.publish_at);
          });
        } catch (error) {
          if (error instanceof NothingToPublish) continue;
          if (!(error instanceof AddressTaken)) throw error;
          await (await getDb()).updateTable('documents').set({ publish_at: null }).where('id', '=', id).where('kind', '=', kind.key).execute();
          refused.push(id);
        }
      }
      return refused;
    },

    /**
     * The publications recorded in (from, to], each with the public values before it and after: how every instance
     * learns of one another instance made (the schedule watcher asks each tick, docs/decisions/0036).
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

type Live = Record<string, unknown> & { id: string };
const SCHEDULE_AUTHOR: Author = { id: null, name: 'Scheduled publication' };

class Retry extends Error {}

export type DocumentPublishing = ReturnType<typeof documentPublishing>;
