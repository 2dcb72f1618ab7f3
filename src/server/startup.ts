import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from './db';
import { isDatabaseUnavailable } from './db/errors';
import { EnvError, env } from './env';
import { logger } from './logger';

/** How long a starting instance waits for a database that is not up yet (a fresh compose stack, a failover). */
const WAIT_FOR_DATABASE_MS = 30_000;

async function prepare(): Promise<void> {
  await getDb();
  await (await import('./auth/staff-accounts')).ensureFirstStaffAccount();
}

/** Runs `prepare`, retrying while the database is unreachable, until `waitMs` has passed. */
async function prepareWhenReachable(waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prepare();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      logger().warn(`The database is not reachable yet (${reason}); trying again`);
      await sleep(Math.min(500 * attempt, 3000));
    }
  }
}

/**
 * Start-up work for the Node server: validate configuration, open, migrate and seed the database, build auth.
 * A failure here must stop the process; otherwise `next start` would keep answering 500 to everything.
 */
export async function startServer({ waitForDatabaseMs = WAIT_FOR_DATABASE_MS } = {}): Promise<void> {
  try {
    env();
    await prepareWhenReachable(waitForDatabaseMs);
  } catch (error) {
    const message = error instanceof EnvError ? error.message : `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    logger().fatal(message);
    console.error(message);
    process.exit(1);
  }
}
