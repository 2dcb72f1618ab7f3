import type { Paged, Paging } from '@/lib/schemas/paging';
import type { ListState } from '../define-kind';
import type { Author, TableVersion, TableVersionSummary } from './table-versions';

// What a kind's store answers, whichever way it keeps the documents (docs/decisions/0036, section 2), and what a
// table store refuses.

/** A value of a `unique` field that another document has (raised from the database's unique index, not a pre-check). */
export class UniqueTaken extends Error {
  constructor(public readonly field: string) {
    super(`The ${field} is taken`);
  }
}

/**
 * A write's author and, for an update, the revision the writer opened (If-Match; absent, any) and the version it makes
 * current again (its audit entry is a `restore-version` naming it).
 */
export type WriteOptions = { author?: Author; expectedRevision?: number; restoredVersion?: string };

/** What every store of a kind answers, whichever way it keeps the documents (docs/decisions/0036, section 2). */
export type KindStore<Doc extends { id: string }> = {
  get(id: string): Promise<Doc | null>;
  /**
   * Every document in the kind's order; `visibleOnly`: those the public site shows (`public.visible`); `limit`: the
   * first so many (a page that shows the newest few never reads a thousand); `where`: only those with these field
   * values (a kind with a table of its own: a column each; documents are not queried inside, section 2); `state`:
   * where they stand now (a kind with `list.states`).
   */
  list(options?: { visibleOnly?: boolean; limit?: number; where?: Record<string, unknown>; state?: ListState }): Promise<Doc[]>;
  /** One page of the list, narrowed as `list` (a table kind). */
  page(paging: Paging, filter?: { where: Record<string, unknown>; state?: ListState }): Promise<Paged<Doc>>;
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

