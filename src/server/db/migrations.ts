import 'server-only';
import { sql, type Kysely, type Migration, Migrator } from 'kysely';
import type { DbEngine } from './schema';

// Engine-neutral DDL: text UUID ids, ISO text timestamps, no autoIncrement (a syntax error on PostgreSQL).
const migrations: Record<string, Migration> = {
  '0001_content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('testimonials')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('position', 'text', (col) => col.notNull())
        .addColumn('company', 'text', (col) => col.notNull())
        .addColumn('testimonial', 'text', (col) => col.notNull())
        .addColumn('metric', 'text')
        .addColumn('metric_title', 'text')
        .addColumn('image_url', 'text')
        .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('testimonials_created_at').on('testimonials').column('created_at').execute();

      await db.schema
        .createTable('resources')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text')
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('published_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('resources_published_at').on('resources').column('published_at').execute();

      await db.schema
        .createTable('resource_categories')
        .addColumn('resource_id', 'text', (col) => col.notNull().references('resources.id').onDelete('cascade'))
        .addColumn('category_id', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('resource_categories_pk', ['resource_id', 'category_id'])
        .execute();

      await db.schema
        .createTable('contact_requests')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('company', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('contact_requests_created_at').on('contact_requests').column('created_at').execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
    },
  },
};

/** Runs pending migrations; returns the names it ran (empty on a second run). */
export async function migrate(db: Kysely<unknown>, engine: DbEngine): Promise<string[]> {
  // Kysely looks for its table in every schema unless told which: pin it to ours (tests use several schemas).
  const schema =
    engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
