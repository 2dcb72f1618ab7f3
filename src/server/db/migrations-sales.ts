import 'server-only';
import { sql, type Kysely, type Migration } from 'kysely';
import { addColumnIfMissing } from './migration-helpers';

// The migrations of the sales side: the notification outbox, then leads. Run in name order with the rest
// (migrations.ts).
export const salesMigrations: Record<string, Migration> = {
  // The notification outbox (docs/decisions/0019). Idempotent like 0004 (migrations.ts).
  '0005_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.references('contact_requests.id').onDelete('cascade'))
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead').ifNotExists().on('outbox').column('lead_id').execute();
    },
  },
  // Leads (docs/decisions/0021): the pipeline, owner, capture fields, attribution, spam; notes and activity.
  // Idempotent like 0004 (migrations.ts).
  '0006_leads': {
    async up(db: Kysely<unknown>) {
      for (const column of ['owner_id', 'phone', 'service', 'industry', 'marketing_consent_at', 'consent_version', 'attribution', 'spam_reasons']) {
        await addColumnIfMissing(db, 'contact_requests', column, 'text');
      }
      await addColumnIfMissing(db, 'contact_requests', 'source', 'text', (col) => col.notNull().defaultTo('direct'));
      // The pipeline replaces new/handled: a handled request had been answered, so it was contacted.
      await sql`update contact_requests set status = 'contacted' where status = 'handled'`.execute(db);
      await db.schema.createIndex('contact_requests_status').ifNotExists().on('contact_requests').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('contact_requests_email').ifNotExists().on('contact_requests').column('email').execute();
      await db.schema.createIndex('contact_requests_owner').ifNotExists().on('contact_requests').columns(['owner_id', 'created_at']).execute();
      await db.schema.createIndex('contact_requests_source').ifNotExists().on('contact_requests').columns(['source', 'created_at']).execute();

      await db.schema
        .createTable('lead_notes')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('contact_requests.id').onDelete('cascade'))
        .addColumn('author_id', 'text')
        .addColumn('author_email', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('lead_notes_lead').ifNotExists().on('lead_notes').columns(['lead_id', 'created_at']).execute();
      await db.schema
        .createTable('lead_activity')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('contact_requests.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('detail', 'text', (col) => col.notNull())
        .addColumn('actor_email', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('lead_activity_lead').ifNotExists().on('lead_activity').columns(['lead_id', 'created_at']).execute();
    },
  },
};
