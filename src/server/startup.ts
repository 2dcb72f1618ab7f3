import 'server-only';
import { getDb } from './db';
import { EnvError, env } from './env';
import { logger } from './logger';

/**
 * Start-up work for the Node server: validate configuration, open, migrate and seed the database.
 * A failure here must stop the process; otherwise `next start` would keep answering 500 to everything.
 */
export async function startServer(): Promise<void> {
  try {
    env();
    await getDb();
    await (await import('./auth/staff-accounts')).ensureFirstStaffAccount();
  } catch (error) {
    const message = error instanceof EnvError ? error.message : `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    logger().fatal(message);
    console.error(message);
    process.exit(1);
  }
}
