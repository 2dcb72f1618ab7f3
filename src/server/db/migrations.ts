import 'server-only';
import { sql, type Kysely, type Migration, Migrator } from 'kysely';
import type { DbEngine } from './schema';
import { zonedMidnightToUtc } from '@/lib/site-time';
import { siteTimeZone } from '../env';
import { addColumnIfMissing } from './migration-helpers';
import { analyticsMigrations } from './migrations-analytics';
import { contentKitMigrations } from './migrations-content-kit';
import { hiringMigrations } from './migrations-hiring';
import { teamMigrations } from './migrations-team';
import { withIntrospectionOf } from './own-schema-introspection';
import { salesMigrations } from './migrations-sales';

// Engine-neutral DDL: text UUID ids, ISO text timestamps, no autoIncrement (a syntax error on PostgreSQL). The
// sales side (the outbox, leads) is in migrations-sales.ts, the content kit's in migrations-content-kit.ts; the
// names keep the order they run in.
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
  // Publishing (docs/decisions/0015, 0016): drafts, schedule, SEO, trash, revisions; versions, redirects, media.
  // Every statement is idempotent, so a crash between two of them on SQLite (no transactional DDL) reruns cleanly.
  '0004_publishing': {
    async up(db: Kysely<unknown>) {
      await addColumnIfMissing(db, 'resources', 'status', 'text', (col) => col.notNull().defaultTo('published'));
      await addColumnIfMissing(db, 'resources', 'unpublish_at', 'text');
      await addColumnIfMissing(db, 'resources', 'seo_title', 'text');
      await addColumnIfMissing(db, 'resources', 'seo_description', 'text');
      await addColumnIfMissing(db, 'resources', 'social_image_id', 'text');
      await addColumnIfMissing(db, 'resources', 'noindex', 'boolean', (col) => col.notNull().defaultTo(false));
      await addColumnIfMissing(db, 'resources', 'deleted_at', 'text');
      await addColumnIfMissing(db, 'resources', 'revision', 'integer', (col) => col.notNull().defaultTo(1));
      await db.schema.createIndex('resources_live').ifNotExists().on('resources').columns(['status', 'published_at']).execute();

      // A plain publication date meant that whole day: it becomes 00:00 of that day in the site's time zone.
      const zone = siteTimeZone();
      const dated = await sql<{ id: string; published_at: string }>`select id, published_at from resources where length(published_at) = 10`.execute(db);
      for (const row of dated.rows) {
        await sql`update resources set published_at = ${zonedMidnightToUtc(row.published_at, zone)} where id = ${row.id}`.execute(db);
      }

      await db.schema
        .createTable('resource_versions')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('resource_id', 'text', (col) => col.notNull().references('resources.id').onDelete('cascade'))
        .addColumn('snapshot', 'text', (col) => col.notNull())
        .addColumn('author_id', 'text')
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('resource_versions_resource').ifNotExists().on('resource_versions').columns(['resource_id', 'created_at']).execute();

      await db.schema
        .createTable('redirects')
        .ifNotExists()
        .addColumn('from_path', 'text', (col) => col.primaryKey())
        .addColumn('to_path', 'text', (col) => col.notNull())
        .addColumn('resource_id', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('redirects_to_path').ifNotExists().on('redirects').column('to_path').execute();

      await db.schema
        .createTable('media')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('storage_key', 'text', (col) => col.notNull())
        .addColumn('original_name', 'text', (col) => col.notNull())
        .addColumn('mime_type', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('alt', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('focal_x', 'real', (col) => col.notNull().defaultTo(0.5))
        .addColumn('focal_y', 'real', (col) => col.notNull().defaultTo(0.5))
        .addColumn('variants', 'text', (col) => col.notNull())
        .addColumn('usage', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('media_created_at').ifNotExists().on('media').column('created_at').execute();
    },
  },
  ...salesMigrations,
  ...contentKitMigrations,
  ...hiringMigrations,
  ...teamMigrations,
  ...analyticsMigrations,
};

/** Every migration's name, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

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
    db: schema ? withIntrospectionOf(db, schema) : db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
