import type { Selectable } from 'kysely';
import type { DocumentsTable } from '@/server/db/schema';

// A document's row as the staff see it (docs/decisions/0036, section 9): the working copy (the draft, or the published
// values when there is none) and where it stands; and the public values a change expires.

export type DocumentStatus = 'draft' | 'scheduled' | 'published';

/** The staff view of a document: the working copy's values and where it stands. */
export type WorkingCopy = Record<string, unknown> & {
  id: string;
  status: DocumentStatus;
  /** Whether visitors see a version of it (the published one, which may differ from this working copy). */
  live: boolean;
  /** Where visitors see it (kinds with an address), which a published move of the working copy's leaves as a 308. */
  liveAddress: string | null;
  revision: number;
  publishAt: string | null;
  /** Scheduled together with other documents (they go live in one transaction): their shared id. */
  publishBatch: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Row = Pick<Selectable<DocumentsTable>, 'id' | 'address' | 'data' | 'draft' | 'revision' | 'published_at' | 'publish_at' | 'publish_batch' | 'created_at' | 'updated_at'>;
export const columns = ['id', 'address', 'data', 'draft', 'revision', 'published_at', 'publish_at', 'publish_batch', 'created_at', 'updated_at'] as const;

export const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

function statusOf(row: Pick<Row, 'draft' | 'publish_at' | 'published_at'>): DocumentStatus {
  if (row.publish_at) return 'scheduled';
  return row.draft !== null || row.published_at === null ? 'draft' : 'published';
}

export function workingCopy(row: Row): WorkingCopy {
  return {
    ...parse(row.draft ?? row.data),
    id: row.id,
    status: statusOf(row),
    live: row.published_at !== null,
    liveAddress: row.published_at !== null ? row.address : null,
    revision: Number(row.revision),
    publishAt: row.publish_at,
    publishBatch: row.publish_batch ?? null,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The public values of a row, with its id (null while never published): what a change expires. */
export const liveOf = (row: Row) => (row.published_at === null ? null : { ...parse(row.data), id: row.id });

