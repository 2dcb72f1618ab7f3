import 'server-only';
import { PostgresDialect } from 'kysely';
import { Pool } from 'pg';

/** A pg pool; `schema` pins search_path (tests give each run its own schema). */
export function openPostgres(connectionString: string, schema?: string): { dialect: PostgresDialect; pool: Pool } {
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's error (e.g. the server restarted) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  return { dialect: new PostgresDialect({ pool }), pool };
}
