import 'server-only';
import { sql } from 'kysely';
import { getDb } from '../db';
import { logger } from '../logger';

/** True when the database answers a trivial query. */
export async function checkDatabase(): Promise<boolean> {
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    return true;
  } catch (error) {
    logger().error({ err: error }, 'Health check: database unavailable');
    return false;
  }
}
