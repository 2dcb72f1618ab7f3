import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database, DbEngine } from '@/server/db';
import { MIGRATION_NAMES, migrate } from '@/server/db/migrations';
import { contentKitMigrations } from '@/server/db/migrations-content-kit';
import { openPostgres } from '@/server/db/postgres';
import { openSqlite } from '@/server/db/sqlite';
import { countSignInAttempt } from '@/server/repositories/sign-in-failures';
import { engines } from './support/db';

// A bare database (no migrations run): a new SQLite file or a new PostgreSQL schema.
async function bareDb(engine: DbEngine): Promise<{ db: Kysely<Database>; cleanup: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-migrate-'));
    const db = new Kysely<Database>({ dialect: openSqlite(path.join(dir, 'smarttech.db')).dialect });
    return { db, cleanup: async () => (await db.destroy(), fs.rmSync(dir, { recursive: true, force: true })) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = new Kysely<Database>({ dialect: openPostgres(url, schema).dialect });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

// A resource as the releases of 0022–0024 stored it, and resource_versions as the releases before 0024 had it (no
// longer in the app's schema).
const oldResource = (id: string, slug: string) => {
  const now = new Date().toISOString();
  return { id, title: 'Old', slug, description: 'D', content: '', image_url: null, type: 'article' as const, published_at: now, status: 'published' as const, unpublish_at: null, seo_title: null, seo_description: null, social_image_id: null, noindex: false, deleted_at: null, created_at: now, updated_at: now };
};
type OldVersionsTable = { id: string; resource_id: string; snapshot: string; author_id: string | null; author_name: string; created_at: string };
const oldVersions = (raw: Kysely<unknown>) => raw as Kysely<{ resource_versions: OldVersionsTable }>;
const savedVersion = (title: string, at: string, id: string): OldVersionsTable => ({ id, resource_id: 'r-1', snapshot: JSON.stringify({ title }), author_id: null, author_name: 'Staff', created_at: at });
const carriedVersions = async (db: Kysely<Database>) =>
  (await db.selectFrom('kind_versions').select(['id', 'kind', 'item_id', 'revision', 'data', 'author_name']).orderBy('revision').execute()).map((row) => ({ ...row, revision: Number(row.revision) }));

describe.each(engines)('migrations on %s', (engine) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('adopts the auth_lockout table that earlier versions created ad hoc, keeping its rows', async () => {
    const bare = await bareDb(engine);
    cleanup = bare.cleanup;
    const { db } = bare;
    const raw = db as unknown as Kysely<unknown>;
    expect(await migrate(raw, engine, '0001_content')).toEqual(['0001_content']);
    // What the old start-up code ran (ensureLockoutTable), outside the recorded migrations.
    await raw.schema
      .createTable('auth_lockout')
      .ifNotExists()
      .addColumn('email', 'varchar(320)', (column) => column.primaryKey())
      .addColumn('failed_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('locked_until', 'varchar(40)')
      .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    const lockedUntil = new Date(Date.now() + 5 * 60_000);
    await (raw as Kysely<{ auth_lockout: { email: string; failed_count: number; locked_until: string | null; updated_at: string } }>)
      .insertInto('auth_lockout')
      .values({ email: 'kept@test.example', failed_count: 3, locked_until: lockedUntil.toISOString(), updated_at: new Date().toISOString() })
      .execute();

    expect(await migrate(raw, engine)).toEqual(MIGRATION_NAMES.slice(1));
    // The row survived: its lock still holds (an attempt during it is not counted), and its count is kept.
    expect(await countSignInAttempt(db, 'kept@test.example', new Date(), new Date(Date.now() - 60_000))).toEqual({ attempts: 3, lockedUntil });
    // Once the lock is over, a row without a window start counts afresh.
    const later = new Date(lockedUntil.getTime() + 1000);
    expect(await countSignInAttempt(db, 'kept@test.example', later, new Date(later.getTime() - 60_000))).toEqual({ attempts: 1, lockedUntil: null });
    expect(await migrate(raw, engine)).toEqual([]);
  });

  /** A database migrated up to the release before the kit's history took resources' versions (0022). */
  async function beforeResourceVersionsMoved() {
    const bare = await bareDb(engine);
    cleanup = bare.cleanup;
    const raw = bare.db as unknown as Kysely<unknown>;
    await migrate(raw, engine, '0022_table_kind_history');
    return { db: bare.db, raw };
  }

  it('carries the versions of resources saved before the kit kept them into kind_versions, in the order they were saved', async () => {
    const { db, raw } = await beforeResourceVersionsMoved();
    await db.insertInto('resources').values(oldResource('r-1', 'old')).execute();
    await oldVersions(raw).insertInto('resource_versions').values([savedVersion('Second', '2026-11-02T00:00:00.000Z', 'v-b'), savedVersion('First', '2026-11-01T00:00:00.000Z', 'v-a')]).execute();

    expect(await migrate(raw, engine, '0023_resource_versions_to_kind_versions')).toEqual(['0023_resource_versions_to_kind_versions']);
    expect(await carriedVersions(db)).toEqual([
      { id: 'v-a', kind: 'resources', item_id: 'r-1', revision: 1, data: JSON.stringify({ title: 'First' }), author_name: 'Staff' },
      { id: 'v-b', kind: 'resources', item_id: 'r-1', revision: 2, data: JSON.stringify({ title: 'Second' }), author_name: 'Staff' },
    ]);
  });

  it('0024 carries the versions written to resource_versions after 0023 (a rolling deploy) in their place, then drops the table', async () => {
    const { db, raw } = await beforeResourceVersionsMoved();
    await db.insertInto('resources').values([oldResource('r-1', 'old'), oldResource('r-2', 'other')]).execute();
    await oldVersions(raw).insertInto('resource_versions').values([savedVersion('First', '2026-11-01T00:00:00.000Z', 'v-a'), savedVersion('Second', '2026-11-02T00:00:00.000Z', 'v-b')]).execute();
    await migrate(raw, engine, '0023_resource_versions_to_kind_versions');
    // During the deploy: the release before saves r-1 (its 3rd save), the new one saves it (its 4th, kept as such),
    // the release before saves it twice more (5th, 6th), and saves r-2, which had no version yet.
    await oldVersions(raw).insertInto('resource_versions').values(savedVersion('Third', '2026-11-03T00:00:00.000Z', 'v-c')).execute();
    await db.insertInto('kind_versions').values({ id: 'v-new', kind: 'resources', item_id: 'r-1', revision: 4, data: JSON.stringify({ title: 'Fourth' }), author_id: null, author_name: 'Staff', created_at: '2026-11-04T00:00:00.000Z' }).execute();
    await oldVersions(raw).insertInto('resource_versions').values([savedVersion('Sixth', '2026-11-06T00:00:00.000Z', 'v-f'), savedVersion('Fifth', '2026-11-05T00:00:00.000Z', 'v-e')]).execute();
    await oldVersions(raw).insertInto('resource_versions').values({ ...savedVersion('Other', '2026-11-05T00:00:00.000Z', 'v-o'), resource_id: 'r-2' }).execute();

    expect(await migrate(raw, engine)).toContain('0024_drop_resource_versions');
    expect((await carriedVersions(db)).map((row) => [row.item_id, row.id, row.revision])).toEqual(
      expect.arrayContaining([['r-1', 'v-a', 1], ['r-1', 'v-b', 2], ['r-1', 'v-c', 3], ['r-1', 'v-new', 4], ['r-1', 'v-e', 5], ['r-1', 'v-f', 6], ['r-2', 'v-o', 1]]),
    );
    expect(await carriedVersions(db)).toHaveLength(7);
    await expect(oldVersions(raw).selectFrom('resource_versions').selectAll().execute()).rejects.toThrow(/resource_versions/);
    // Run again (as after a crash past the drop on SQLite): nothing left to do, and no error.
    await contentKitMigrations['0024_drop_resource_versions']!.up(raw);
    expect(await carriedVersions(db)).toHaveLength(7);
    expect(await migrate(raw, engine)).toEqual([]);
  });

  it('creates auth_lockout on a fresh database, and a second run does nothing', async () => {
    const bare = await bareDb(engine);
    cleanup = bare.cleanup;
    const raw = bare.db as unknown as Kysely<unknown>;
    expect(await migrate(raw, engine)).toEqual(MIGRATION_NAMES);
    const now = new Date();
    expect((await countSignInAttempt(bare.db, 'new@test.example', now, new Date(now.getTime() - 60_000))).attempts).toBe(1);
    expect((await countSignInAttempt(bare.db, 'new@test.example', now, new Date(now.getTime() - 60_000))).attempts).toBe(2);
    expect(await migrate(raw, engine)).toEqual([]);
  });

  it('0004 turns plain publication dates into 00:00 in the site zone, and reruns cleanly after a crash halfway', async () => {
    const bare = await bareDb(engine);
    cleanup = bare.cleanup;
    const raw = bare.db as unknown as Kysely<unknown>;
    await migrate(raw, engine, '0003_auth_lockout_window');
    const at = new Date().toISOString();
    const row = { title: 'Old', description: 'd', content: '', image_url: null, type: 'article', created_at: at, updated_at: at };
    await bare.db.insertInto('resources').values([
      { ...row, id: 'a', slug: 'winter', published_at: '2026-01-15' },
      { ...row, id: 'b', slug: 'summer', published_at: '2026-07-15' },
    ]).execute();
    // A crash after the first statements of 0004 on SQLite (no transactional DDL): some columns already exist.
    await raw.schema.alterTable('resources').addColumn('status', 'text', (col) => col.notNull().defaultTo('published')).execute();

    expect(await migrate(raw, engine, '0004_publishing')).toEqual(['0004_publishing']);
    const rows = await bare.db.selectFrom('resources').select(['slug', 'published_at', 'status', 'revision', 'deleted_at']).orderBy('slug').execute();
    expect(rows).toEqual([
      { slug: 'summer', published_at: '2026-07-14T22:00:00.000Z', status: 'published', revision: 1, deleted_at: null },
      { slug: 'winter', published_at: '2026-01-14T23:00:00.000Z', status: 'published', revision: 1, deleted_at: null },
    ]);
    expect(await migrate(raw, engine, '0004_publishing')).toEqual([]);
  });

  it('0006 maps handled requests into the pipeline as contacted, and keeps new ones new', async () => {
    const bare = await bareDb(engine);
    cleanup = bare.cleanup;
    const raw = bare.db as unknown as Kysely<unknown>;
    await migrate(raw, engine, '0005_outbox');
    const at = new Date().toISOString();
    const row = { name: 'Ann', email: 'ann@example.com', company: 'Co', message: 'A message.', user_agent: null, created_at: at, updated_at: at };
    await (raw as Kysely<{ contact_requests: typeof row & { id: string; status: string } }>).insertInto('contact_requests').values([
      { ...row, id: 'a', status: 'handled' },
      { ...row, id: 'b', status: 'new' },
    ]).execute();
    expect(await migrate(raw, engine, '0006_leads')).toEqual(['0006_leads']);
    const rows = await bare.db.selectFrom('contact_requests').select(['id', 'status', 'source', 'owner_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a', status: 'contacted', source: 'direct', owner_id: null },
      { id: 'b', status: 'new', source: 'direct', owner_id: null },
    ]);
  });
});
