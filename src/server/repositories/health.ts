import 'server-only';
import { sql } from 'kysely';
import { getDb } from '../db';
import { errorReason } from '../db/errors';
import { logger } from '../logger';

/** True when the database answers a trivial query. */
export async function checkDatabase(): Promise<boolean> {
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    return true;
  } catch (error) {
    // Probes keep failing for as long as an outage lasts: one warning line with the reason, no stack each time.
    logger().warn({ reason: errorReason(error) }, 'Health check: database unavailable');
    return false;
  }
}
