import { sql } from 'kysely';
import Libsql from 'libsql';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/server/db/migrations';
import { seedOnce } from '@/server/db/seed';
import { getDb, dbEngine } from '@/server/db';
import { engines, useTestDb } from './support/db';

describe.each(engines)('database on %s', (engine) => {
  const current = useTestDb(engine);

  it('getDb returns the test database, migrated and seeded with 7 testimonials and 6 resources', async () => {
    const db = await getDb();
    expect(dbEngine()).toBe(engine);
    const testimonials = await db.selectFrom('testimonials').select(['name', 'image_url']).execute();
    expect(testimonials).toHaveLength(7);
    expect(testimonials.map((t) => t.image_url)).toContain('/images/avatars/priya-raman.svg');
    const resources = await db.selectFrom('resources').select(['slug', 'type']).orderBy('slug').execute();
    expect(resources.map((r) => r.slug)).toEqual([
      'ai-driven-fraud-detection',
      'ai-readiness-in-healthcare',
      'cloud-cost-optimization-playbook',
      'securing-ai-systems',
      'supply-chain-optimization-through-cloud',
      'transforming-legal-discovery-with-ai',
    ]);
  });

  it('a second migration run does nothing', async () => {
    const { db } = current();
    expect(await migrate(db as never, engine)).toEqual([]);
    const reopened = await current().reopen();
    expect(await reopened.selectFrom('testimonials').select('id').execute()).toHaveLength(7);
  });

  it('the seed runs once: a deleted seeded item stays deleted after a restart', async () => {
    const { db } = current();
    await db.deleteFrom('testimonials').where('name', '=', 'Sarah Chen').execute();
    await db.deleteFrom('resources').where('slug', '=', 'securing-ai-systems').execute();
    expect(await seedOnce(db)).toBe(false);
    const reopened = await current().reopen();
    expect(await reopened.selectFrom('testimonials').select('id').execute()).toHaveLength(6);
    expect(await reopened.selectFrom('resources').select('id').where('slug', '=', 'securing-ai-systems').execute()).toEqual([]);
  });

  it('deleting a resource removes its categories (foreign keys are on)', async () => {
    const { db } = current();
    await db.deleteFrom('resources').execute();
    const count = await db.selectFrom('resource_categories').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  // The durability settings of ADR 3, read back from a connection the app's own opener (openDatabase) made.
  it.runIf(engine === 'sqlite')('runs SQLite with WAL, synchronous=FULL, foreign keys and a busy timeout', async () => {
    const { db } = current();
    const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBeGreaterThan(0);
  });

  it.runIf(engine === 'sqlite')('a transaction holds the write lock from its start: a second writer (the analytics thread) waits, it does not fail the transaction', async () => {
    const { db, file } = current();
    const other = new Libsql(file, { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('app_meta').select('value').execute();
        // Begun with a plain BEGIN, this transaction would hold no lock yet: the other connection would commit here,
        // and the write below would fail with SQLITE_BUSY_SNAPSHOT.
        expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/busy|locked/i);
        await trx.insertInto('app_meta').values({ key: 'lock-test', value: '1' }).execute();
      });
    } finally {
      other.close();
    }
    expect(await db.selectFrom('app_meta').select('value').where('key', '=', 'lock-test').executeTakeFirst()).toEqual({ value: '1' });
  });
});
