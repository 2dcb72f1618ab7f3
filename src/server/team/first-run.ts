import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from '@/lib/schemas/zod';
import { SETUP_PATH } from '@/lib/routes';
import { getDb } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { getAuth, type Auth } from '../auth/auth';
import { passwordProblem } from '../auth/password-policy';
import { authSettings } from '../auth/settings';
import { invalid, type ServiceResult } from '../services/result';
import { audit } from '../repositories/audit-log';

// The first run in a browser (issue 23): with no account and no ADMIN_EMAIL/ADMIN_PASSWORD, the server prints a
// one-time set-up address; it opens a page that makes the first admin, then stops working. The token is kept in
// app_meta so that every instance prints the same address; it goes when it is used or once an account exists.

const KEY = 'setup_token';

export const setupMessages = {
  done: 'The staff area is set up: sign in with your account.',
  wrong: 'This set-up link does not work. Use the address the server printed in its log when it started (it begins with “First run”).',
} as const;

/** The set-up token, made once while no account exists (every instance then reads the same one). */
async function setupToken(): Promise<string> {
  const db = await getDb();
  await db.insertInto('app_meta').values({ key: KEY, value: randomBytes(24).toString('base64url') }).onConflict((oc) => oc.column('key').doNothing()).execute();
  return (await db.selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirstOrThrow()).value;
}

/** At start, with no account: prints where to make the first admin. */
export async function announceFirstRun(): Promise<void> {
  const address = `${env().SITE_URL}${SETUP_PATH}/${await setupToken()}`;
  const log = logger();
  log.warn(`First run: no staff account exists yet. Open ${address} to create the first admin (or run npm run staff -- add --email E).`);
  // Also as a plain line among the server's own, where a newcomer running `npm start` looks (not where logs are off).
  if (log.isLevelEnabled('warn')) process.stderr.write(`\n> First run: open ${address} to create the first admin.\n\n`);
}

async function accountCount(auth?: Auth): Promise<number> {
  const { internalAdapter } = await (auth ?? (await getAuth())).$context;
  return internalAdapter.countTotalUsers();
}

/** Whether the staff area still waits for its first account (the sign-in page then says where to find the link). */
export async function awaitingFirstAccount(): Promise<boolean> {
  return (await accountCount()) === 0;
}

/** Whether a set-up link is the current one (and set-up is still to do); else the words for its page. */
export async function checkSetupToken(token: string): Promise<{ ok: true } | { ok: false; message: string }> {
  if ((await accountCount()) > 0) return { ok: false, message: setupMessages.done };
  const row = await (await getDb()).selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirst();
  const given = Buffer.from(token);
  const ok = row !== undefined && Buffer.byteLength(row.value) === given.length && timingSafeEqual(Buffer.from(row.value), given);
  return ok ? { ok: true } : { ok: false, message: setupMessages.wrong };
}

const setupSchema = z
  .object({
    token: z.string({ error: setupMessages.wrong }).max(200, setupMessages.wrong),
    email: z.email({ error: 'Enter a valid email address' }).max(254).transform((value) => value.trim().toLowerCase()),
    name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(120, 'Name must be at most 120 characters'),
    password: z.string({ error: 'Choose a password' }).max(1000, 'Password is too long'),
  })
  .strict();

/** Makes the first admin with the current set-up token, which it uses up (two tabs at once make one account). */
export async function completeSetup(body: unknown): Promise<ServiceResult<{ email: string }>> {
  const parsed = setupSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { token, email, name, password } = parsed.data;
  const check = await checkSetupToken(token);
  if (!check.ok) return { ok: false, status: 409, code: 'setup_closed', message: check.message, fields: { token: check.message } };
  const weak = passwordProblem(password, { email, name });
  if (weak) return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { password: weak } };
  const db = await getDb();
  const taken = await db.deleteFrom('app_meta').where('key', '=', KEY).where('value', '=', token).executeTakeFirst();
  if (Number(taken.numDeletedRows) === 0) return { ok: false, status: 409, code: 'setup_closed', message: setupMessages.wrong, fields: { token: setupMessages.wrong } };
  try {
    const { user } = await (await getAuth()).api.createUser({ body: { email, password, name, role: authSettings.adminRole } });
    await audit({ action: 'create', entity: 'account', entityId: user.id, actor: { id: user.id, email: user.email }, changes: { role: 'admin', via: 'first-run' } });
  } catch (error) {
    // No account: the same link works again.
    await db.insertInto('app_meta').values({ key: KEY, value: token }).onConflict((oc) => oc.column('key').doNothing()).execute();
    throw error;
  }
  logger().info('First run: the first admin account was created from the set-up page');
  return { ok: true, data: { email } };
}
