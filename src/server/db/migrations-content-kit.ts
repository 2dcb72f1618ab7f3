import 'server-only';
import { sql, type Kysely, type Migration } from 'kysely';
import { addColumnIfMissing, tableExists } from './migration-helpers';

// The migrations of the content kit (docs/decisions/0036). Run in name order with the rest (migrations.ts).
export const contentKitMigrations: Record<string, Migration> = {
  // The content kit's documents (docs/decisions/0036): every kind stored as `storage: { documents: true }`, its
  // field values as JSON in `data`, which no query looks inside; what a list filters on is a column of its own.
  '0007_documents': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('documents')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        // The public address of a kind whose documents have one (a page's path): unique per kind, looked up by it.
        .addColumn('address', 'text')
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('visible', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('documents_kind_created').ifNotExists().on('documents').columns(['kind', 'created_at']).execute();
      await db.schema.createIndex('documents_kind_address').ifNotExists().unique().on('documents').columns(['kind', 'address']).execute();
      await db.schema.createIndex('documents_kind_visible').ifNotExists().on('documents').columns(['kind', 'visible', 'created_at']).execute();
    },
  },
  // Drafts, schedule and history of documents (docs/decisions/0036, section 9). `data`, `address` and `visible` stay
  // what the public site shows; the working copy is `draft` until published. The documents written before this were
  // live, so they count as published when they were made.
  '0008_document_publishing': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('documents').addColumn('draft', 'text').execute();
      await db.schema.alterTable('documents').addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('documents').addColumn('published_at', 'text').execute();
      await db.schema.alterTable('documents').addColumn('publish_at', 'text').execute();
      await sql`update documents set published_at = created_at`.execute(db);
      await db.schema.createIndex('documents_publish_at').ifNotExists().on('documents').column('publish_at').execute();
      await db.schema.createIndex('documents_published_at').ifNotExists().on('documents').column('published_at').execute();
      await db.schema
        .createTable('document_versions')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('document_id', 'text', (col) => col.notNull().references('documents.id').onDelete('cascade'))
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        // Whether this version went live (a publication, now or at its scheduled time), not only saved.
        .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('author_id', 'text')
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('document_versions_document').ifNotExists().on('document_versions').columns(['document_id', 'created_at']).execute();
    },
  },
  // A page that moves leaves a redirect at its old address, as a renamed resource does (docs/decisions/0036): the
  // document it came from, so the redirects screen can say so.
  '0009_redirect_document': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('redirects').addColumn('document_id', 'text').execute();
    },
  },
  // Testimonials staff feature on the home page (content at scale: a bounded selection staff choose). The carousel
  // reads the active, featured ones, newest first, through this index.
  '0010_testimonial_featured': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('testimonials').addColumn('is_featured', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
      await db.schema.createIndex('testimonials_featured').ifNotExists().on('testimonials').columns(['is_active', 'is_featured', 'created_at']).execute();
    },
  },
  // A publication scheduled for several documents at once (a page and the navigation, issue 21): they share a batch
  // id, and the schedule watcher publishes them in one transaction, or none of them.
  '0017_document_publish_batch': {
    async up(db: Kysely<unknown>) {
      await addColumnIfMissing(db, 'documents', 'publish_batch', 'text');
      await db.schema.createIndex('documents_publish_batch').ifNotExists().on('documents').column('publish_batch').execute();
    },
  },
  // History and stale-save refusal for the kinds with a table of their own (ADR 36, 2026-11-28): testimonials get a
  // revision (bumped by every write, the If-Match of a save), and every save of such a kind a version here, as
  // documents keep theirs in document_versions (which references documents, so a table row cannot use it).
  '0022_table_kind_history': {
    async up(db: Kysely<unknown>) {
      await addColumnIfMissing(db, 'testimonials', 'revision', 'integer', (col) => col.notNull().defaultTo(1));
      await db.schema
        .createTable('kind_versions')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('item_id', 'text', (col) => col.notNull())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('author_id', 'text')
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('kind_versions_item').ifNotExists().on('kind_versions').columns(['kind', 'item_id', 'created_at']).execute();
    },
  },
  // Resources' versions join the table kinds' history (ADR 36 step 7): every row of resource_versions is copied to
  // kind_versions, numbered per resource in the order they were saved. resource_versions stays, unread, for one release
  // (an instance of the previous one may still write a version there during a rolling deploy), then goes.
  '0023_resource_versions_to_kind_versions': {
    async up(db: Kysely<unknown>) {
      await sql`
        insert into kind_versions (id, kind, item_id, revision, data, author_id, author_name, created_at)
        select id, 'resources', resource_id, row_number() over (partition by resource_id order by created_at, id), snapshot, author_id, author_name, created_at
        from resource_versions
        where id not in (select id from kind_versions)
      `.execute(db);
    },
  },
  // A release later, resource_versions goes. A version that an instance of the release before 0023 wrote there
  // during the rolling deploy, after 0023 ran, is carried over first. Both releases count a resource's saves in its
  // `revision`, so such a version is numbered after the last one kept before it (and after the others carried with
  // it since), not after the resource's newest. On SQLite (no transactional DDL) a crash after the drop reruns this:
  // with the table gone, there is nothing left to do.
  '0024_drop_resource_versions': {
    async up(db: Kysely<unknown>) {
      if (!(await tableExists(db, 'resource_versions'))) return;
      await sql`
        insert into kind_versions (id, kind, item_id, revision, data, author_id, author_name, created_at)
        select id, 'resources', resource_id,
          coalesce(kept_before, 0) + row_number() over (partition by resource_id, kept_before order by created_at, id),
          snapshot, author_id, author_name, created_at
        from (
          select late.id, late.resource_id, late.snapshot, late.author_id, late.author_name, late.created_at,
            (select max(kept.revision) from kind_versions kept
              where kept.kind = 'resources' and kept.item_id = late.resource_id and kept.created_at <= late.created_at) as kept_before
          from resource_versions late
          where late.id not in (select id from kind_versions)
        ) as late_versions
      `.execute(db);
      await db.schema.dropTable('resource_versions').ifExists().execute();
    },
  },
};
