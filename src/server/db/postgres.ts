import 'server-only';
import { PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { logger } from '../logger';

/** A pg pool; `schema` pins search_path (tests give each run its own schema). */
export function openPostgres(connectionString: string, schema?: string): { dialect: PostgresDialect; pool: Pool } {
  const pool = new Pool({
    connectionString,
    max: 10,
    // Fail fast (503) instead of queueing requests forever when the server cannot be reached.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's error (e.g. the server restarted) must not crash the process; the pool drops that client and
  // opens a new one on the next query, so one line is enough.
  pool.on('error', (error) => logger().warn({ reason: error.message, code: (error as { code?: unknown }).code }, 'PostgreSQL dropped an idle connection'));
  return { dialect: new PostgresDialect({ pool }), pool };
}
