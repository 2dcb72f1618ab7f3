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
  // Earlier versions created this table ad hoc at every start: ifNotExists keeps those databases (and their rows).
  '0002_auth_lockout': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_lockout')
        .ifNotExists()
        .addColumn('email', 'varchar(320)', (col) => col.primaryKey())
        .addColumn('failed_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'varchar(40)')
        .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
        .execute();
      // The purge of expired rows filters on it.
      await db.schema.createIndex('auth_lockout_updated_at').ifNotExists().on('auth_lockout').column('updated_at').execute();
    },
  },
  // Its own migration: one statement, so a crash on SQLite (no transactional DDL) cannot leave it half-applied.
  '0003_auth_lockout_window': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('auth_lockout').addColumn('window_started_at', 'varchar(40)').execute();
    },
  },
};

/**
 * Runs pending migrations (up to `target`, tests only); returns the names it ran (empty on a second run).
 * Callers on a shared database hold the start-up lock (prepareDatabase does): Kysely's own lock comes too late
 * to stop two instances racing to create its tables on a fresh PostgreSQL schema.
 */
export async function migrate(db: Kysely<unknown>, engine: DbEngine, target?: string): Promise<string[]> {
  // Kysely looks for its table in every schema unless told which: pin it to ours (tests use several schemas).
  const schema =
    engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
