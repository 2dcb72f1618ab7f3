import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { addColumnIfMissing } from '@/server/db/migration-helpers';
import { MIGRATION_NAMES, migrate } from '@/server/db/migrations';

// A migration's "add the column unless it is there" looks in the database's own schema only: on PostgreSQL, another
// schema's table of the same name (another app's, or a concurrent test's) once made it skip the column, and the next
// statement (an index on that column) failed (seen in startup-concurrency.test.ts under load).
describe.skipIf(!process.env.TEST_DATABASE_URL)('addColumnIfMissing on PostgreSQL', () => {
  it('adds the column to its own schema’s table when another schema’s table of that name has it', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    // Named so that the other schema comes first in the introspection's order (by schema name).
    const id = randomBytes(6).toString('hex');
    const [other, own] = [`a_other_${id}`, `z_own_${id}`];
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${other}; CREATE TABLE ${other}.things (id text, status text)`);
    await admin.query(`CREATE SCHEMA ${own}; CREATE TABLE ${own}.things (id text)`);
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 1, options: `-c search_path=${own}` }) }) });
    try {
      await addColumnIfMissing(db, 'things', 'status', 'text');
      await addColumnIfMissing(db, 'things', 'status', 'text');
      const columns = await admin.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'things' ORDER BY column_name`, [own]);
      expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'status']);
    } finally {
      await db.destroy();
      await admin.query(`DROP SCHEMA ${other} CASCADE; DROP SCHEMA ${own} CASCADE`);
      await admin.end();
    }
  });
});

// Kysely's Migrator asks its introspector whether its tables exist, and that introspector reads every table of every
// schema: a schema dropped meanwhile by another connection (parallel tests do) failed start-up with "schema … does
// not exist" (startup-concurrency.test.ts in full runs). Our migrations look at their own schema only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrate on PostgreSQL', () => {
  it('reads no other schema’s catalog while it runs', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const own = `m_only_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${own}`);
    const statements: string[] = [];
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2, options: `-c search_path=${own}` }) }),
      log: (event) => void statements.push(event.query.sql),
    });
    try {
      expect((await migrate(db, 'postgres')).length).toBe(MIGRATION_NAMES.length);
      expect(await migrate(db, 'postgres')).toEqual([]);
      const catalogWide = statements.filter((text) => /pg_(attribute|namespace|class)\b/.test(text));
      expect(catalogWide).toEqual([]);
    } finally {
      await db.destroy();
      await admin.query(`DROP SCHEMA ${own} CASCADE`);
      await admin.end();
    }
  });
});
