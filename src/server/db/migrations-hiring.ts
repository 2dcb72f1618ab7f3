import 'server-only';
import type { Kysely, Migration } from 'kysely';
import { addColumnIfMissing } from './migration-helpers';

// The migrations of hiring (issue 22, docs/decisions/0037). Run in name order with the rest (migrations.ts).
export const hiringMigrations: Record<string, Migration> = {
  // Applications for job openings (issue 22): the CV itself is a file of the private store, named by cv_key.
  '0011_applications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('applications')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('opening_id', 'text')
        .addColumn('opening_title', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('linkedin', 'text')
        .addColumn('motivation', 'text', (col) => col.notNull())
        .addColumn('cv_key', 'text', (col) => col.notNull())
        .addColumn('cv_name', 'text', (col) => col.notNull())
        .addColumn('cv_size', 'integer', (col) => col.notNull())
        .addColumn('cv_type', 'text', (col) => col.notNull())
        .addColumn('consent_at', 'text', (col) => col.notNull())
        .addColumn('consent_version', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .addColumn('attribution', 'text')
        .addColumn('spam_reasons', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('applications_created').ifNotExists().on('applications').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('applications_opening').ifNotExists().on('applications').columns(['opening_id', 'created_at']).execute();
      await db.schema.createIndex('applications_status').ifNotExists().on('applications').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('applications_updated').ifNotExists().on('applications').column('updated_at').execute();
    },
  },
  // Applications are worked like leads: an owner, notes, and a notification through the outbox, whose rows now name
  // the lead or the application they announce.
  '0012_application_work': {
    async up(db: Kysely<unknown>) {
      await addColumnIfMissing(db, 'applications', 'owner_id', 'text');
      await db.schema
        .createTable('application_notes')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('application_id', 'text', (col) => col.notNull())
        .addColumn('author_id', 'text')
        .addColumn('author_email', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('application_notes_application').ifNotExists().on('application_notes').columns(['application_id', 'created_at']).execute();
      await addColumnIfMissing(db, 'outbox', 'application_id', 'text');
      await db.schema.createIndex('outbox_application').ifNotExists().on('outbox').column('application_id').execute();
    },
  },
};
