import 'server-only';
import { env } from '../env';
import { logger } from '../logger';
import type { Auth } from './auth';
import { authSettings } from './settings';

/** With no account at all: creates one from ADMIN_EMAIL/ADMIN_PASSWORD (role admin), or prints the set-up address. */
export async function createFirstAccountIfNone(auth: Auth): Promise<void> {
  const { internalAdapter } = await auth.$context;
  if ((await internalAdapter.countTotalUsers()) > 0) return;
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const email = ADMIN_EMAIL.toLowerCase();
    // createUser works without a session on the server, although sign-up is disabled.
    await auth.api.createUser({ body: { email, password: ADMIN_PASSWORD, name: email.split('@')[0]!, role: authSettings.adminRole } });
    logger().info(`Created the first staff account ${email} from ADMIN_EMAIL`);
    return;
  }
  // Else the server prints a one-time set-up address (src/server/team/first-run.ts).
  await (await import('../team/first-run')).announceFirstRun();
}
