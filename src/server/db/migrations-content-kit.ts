import 'server-only';
import type { Kysely, Migration } from 'kysely';

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
};
