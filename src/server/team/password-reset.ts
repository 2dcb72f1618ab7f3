import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from '@/lib/schemas/zod';
import { staffRoleOf } from '@/lib/staff-roles';
import { getAuth } from '../auth/auth';
import { passwordProblem } from '../auth/password-policy';
import { getDb } from '../db';
import { errorReason } from '../db/errors';
import { consume } from '../http/rate-limit';
import { logger } from '../logger';
import { configuredChannels } from '../outbox/channels';
import { enqueue } from '../outbox/repository';
import { nudgeOutbox } from '../outbox/worker';
import { claimReset, getReset, type PasswordReset } from '../repositories/password-resets';
import { invalid, type ServiceResult } from '../services/result';
import { tokenId, tokenMatches } from './links';
import { consumeClientTry } from './public-calls';
import { recordAudit } from '../repositories/audit-log';
import { passkeyCount, replacePassword } from '../auth/staff-accounts';

// "Forgot password?" (issue 23): the sign-in page's link asks for an address; whether or not it has an account, the
// answer is the same and comes as fast (the work happens after it), so nobody learns which addresses are staff. For
// an active staff account an e-mail goes out through the outbox with a one-time link valid an hour; setting a new
// password through it ends every session of the account and lifts a lockout.

export const RESET_MINUTES = 60;
// Per address: three an hour (the same for addresses without an account); per client: src/server/team/public-calls.ts.
const PER_ADDRESS = { points: 3, duration: 60 * 60 };

export const resetMessages = {
  closed: 'This reset link no longer works: it was used or replaced. Ask for a new one on the sign-in page.',
  expired: 'This reset link has expired (links work for an hour). Ask for a new one on the sign-in page.',
  tooMany: (seconds: number) => `Too many requests: try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes`,
} as const;

const emailSchema = z.object({ email: z.email({ error: 'Enter a valid email address' }).max(254).transform((value) => value.trim().toLowerCase()) });

/** Makes the reset and queues its e-mail for an active staff account; nothing for any other address. */
async function startReset(email: string, now = new Date()): Promise<void> {
  const { internalAdapter } = await (await getAuth()).$context;
  const found = await internalAdapter.findUserByEmail(email);
  const user = found?.user as { id: string; email: string; role?: string | null; banned?: boolean | null } | undefined;
  if (!user || !staffRoleOf(user.role) || user.banned) return;
  const channels = configuredChannels('reset');
  if (channels.length === 0) {
    logger().warn('A password reset was asked for, but no mail server is set up (SMTP_URL): reset it with npm run staff -- reset-password');
    return;
  }
  const at = now.toISOString();
  const row = { id: randomUUID(), user_id: user.id, email: user.email, created_at: at, expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(), used_at: null };
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    // One open link per account: an earlier one stops working.
    await trx.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx.insertInto('password_resets').values(row).execute();
    await enqueue(trx, { resetId: row.id }, channels, now);
  });
  nudgeOutbox();
  logger().info({ resetId: row.id }, 'Password reset e-mail queued');
}

/** POST /api/team/password-reset `{ email }`: the same answer for every well-formed address. */
export async function requestPasswordReset(body: unknown, headers: Headers): Promise<ServiceResult<null> | { ok: false; status: 429; retryAfter: number; message: string }> {
  const parsed = emailSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  for (const take of [() => consumeClientTry('reset-client', headers), () => consume('reset-address', PER_ADDRESS, parsed.data.email)]) {
    const taken = await take();
    if (!taken.ok) return { ok: false, status: 429, retryAfter: taken.retryAfter, message: resetMessages.tooMany(taken.retryAfter) };
  }
  // After the answer: its timing says nothing about the address.
  setImmediate(() => void startReset(parsed.data.email).catch((error: unknown) => logger().error({ reason: errorReason(error) }, 'Password reset could not be started')));
  return { ok: true, data: null };
}

/** The open reset a link names, or why the link no longer works. */
export async function resetOfToken(token: string, now = new Date()): Promise<{ ok: true; reset: PasswordReset } | { ok: false; message: string }> {
  const id = tokenId(token);
  const reset = id ? await getReset(id) : null;
  if (!reset || !(await tokenMatches('password-reset', token, reset)) || reset.usedAt) return { ok: false, message: resetMessages.closed };
  if (new Date(reset.expiresAt) <= now) return { ok: false, message: resetMessages.expired };
  return { ok: true, reset };
}

const completeSchema = z
  .object({
    token: z.string({ error: resetMessages.closed }).max(200, resetMessages.closed),
    password: z.string({ error: 'Choose a password' }).max(1000, 'Password is too long'),
  })
  .strict();

/** Sets the new password once: every session of the account ends and a lockout is lifted. */
export async function completePasswordReset(body: unknown): Promise<ServiceResult<{ email: string }>> {
  const parsed = completeSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const found = await resetOfToken(parsed.data.token);
  if (!found.ok) return { ok: false, status: 409, code: 'reset_closed', message: found.message, fields: { token: found.message } };
  const { reset } = found;
  const auth = await getAuth();
  const { internalAdapter } = await auth.$context;
  const user = (await internalAdapter.findUserById(reset.userId)) as { id: string; email: string; name: string; banned?: boolean | null } | null;
  if (!user || user.banned) return { ok: false, status: 409, code: 'reset_closed', message: resetMessages.closed, fields: { token: resetMessages.closed } };
  const weak = passwordProblem(parsed.data.password, { email: user.email, name: user.name });
  if (weak) return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { password: weak } };
  const db = await getDb();
  const now = new Date().toISOString();
  const passkeysRemoved = await passkeyCount(user.id);
  // The claim commits with its entry before Better Auth changes the password (its writes cannot join our
  // transaction): no reset is made without its record.
  const claimed = await db.transaction().execute(async (trx) => {
    if (!(await claimReset(trx, reset.id, now))) return false;
    await recordAudit(trx, { action: 'password-reset', entity: 'account', entityId: user.id, actor: { id: user.id, email: user.email }, changes: passkeysRemoved > 0 ? { passkeysRemoved } : null });
    return true;
  });
  if (!claimed) return { ok: false, status: 409, code: 'reset_closed', message: resetMessages.closed, fields: { token: resetMessages.closed } };
  await replacePassword(user, parsed.data.password);
  logger().info({ resetId: reset.id }, 'Password reset: new password set, sessions ended');
  return { ok: true, data: { email: user.email } };
}
