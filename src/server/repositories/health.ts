import 'server-only';
import { sql } from 'kysely';
import { getDb } from '../db';
import { logger } from '../logger';

/** An error in a few words: its message, else its code (an AggregateError of refused connections has no message). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.message || (typeof code === 'string' ? code : '') || error.name;
}

/** True when the database answers a trivial query. */
export async function checkDatabase(): Promise<boolean> {
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    return true;
  } catch (error) {
    // Probes keep failing for as long as an outage lasts: one warning line with the reason, no stack each time.
    logger().warn({ reason: reasonOf(error) }, 'Health check: database unavailable');
    return false;
  }
}
