import type { ColumnType } from 'kysely';

// The content kit's tables (docs/decisions/0036): documents kept as JSON, their versions, and the versions of the kinds
// with a table of their own. Part of `Database` (schema.ts).

// SQLite reads booleans back as 1/0, PostgreSQL as true/false: repositories map them.
type Bool = ColumnType<boolean | number, boolean, boolean>;

/** Documents of the content kit's kinds stored as JSON (docs/decisions/0036). */
export interface DocumentsTable {
  id: string;
  kind: string;
  /** The value of the kind's address field (a page's path), unique per kind; null for kinds without one. */
  address: string | null;
  /** The field values, JSON. */
  data: string;
  /** Whether the public site shows it (published, and the kind's `public.visible`), kept beside the JSON for lists. */
  visible: Bool;
  /** The working copy's values, JSON, while they differ from the published ones (or nothing is published yet). */
  draft: string | null;
  /** Bumped by every write: the ETag of the admin GET and the If-Match check of a save. */
  revision: ColumnType<number, number | undefined, number>;
  /** When the public values were last published; null while the document was never published. */
  published_at: string | null;
  /** When the draft goes live by itself (a scheduled publication); null when none is planned. */
  publish_at: string | null;
  /** Shared by documents scheduled together (published in one transaction at `publish_at`); null otherwise. */
  publish_batch: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** Every save and publication of a document: its whole working copy, its author and time (docs/decisions/0036). */
export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  revision: number;
  data: string;
  published: Bool;
  author_id: string | null;
  author_name: string;
  created_at: string;
}

/** Every save of a document of a kind with a table of its own and a history (the kit's table store, migration 0022). */
export interface KindVersionsTable {
  id: string;
  kind: string;
  item_id: string;
  /** The item's revision this version is. */
  revision: number;
  /** JSON of the kind's fields as saved. */
  data: string;
  author_id: string | null;
  author_name: string;
  created_at: string;
}
