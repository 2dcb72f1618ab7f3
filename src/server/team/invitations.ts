import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { z } from '@/lib/schemas/zod';
import { optionalText } from '@/lib/schemas/fields';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff-roles';
import { claimInvitation, getInvitation, insertInvitation, listOpenInvitations, openInvitationsBy, revokeOpenInvitations, toInvitation, unclaimInvitation, type Invitation } from '../repositories/staff-invitations';
import { getDb, type Database } from '../db';
import { logger } from '../logger';
import { configuredChannels } from '../outbox/channels';
import { deliveriesOf, enqueue, type Delivery } from '../outbox/repository';
import { nudgeOutbox } from '../outbox/worker';
import { invalid, missing, parseId, type ServiceResult } from '../services/result';
import { getAuth } from '../auth/auth';
import { passwordProblem } from '../auth/password-policy';
import { invitationLink, tokenId, tokenMatches } from './links';
import { withTeamLock } from './team-lock';
import { audit, recordAudit, type AuditEntry } from '../repositories/audit-log';

// Invitations to join the staff (issue 23): an admin names an e-mail address and a role; the invitation's e-mail
// goes through the outbox (retried, its delivery shown on the accounts screen) with a one-time link valid 72 hours;
// the link opens a page where the new member sets a name and a password. One open invitation per address: a new
// one (or a resend) revokes the one before, whose link then stops working. Each change writes its audit entry in its
// own transaction: an entry that cannot be written takes the change back with it.

export const INVITATION_HOURS = 72;

export const invitationMessages = {
  accountExists: 'An account with this e-mail already exists',
  closed: 'This invitation link no longer works: it was used, replaced by a newer one, or withdrawn. Ask an admin to invite you again.',
  expired: 'This invitation link has expired (links work for 72 hours). Ask an admin to send a new one.',
} as const;

const inviteSchema = z
  .object({
    email: z.email({ error: 'Enter a valid e-mail address to invite, such as name@example.com' }).max(254, 'Email must be at most 254 characters').transform((value) => value.trim().toLowerCase()),
    role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
    name: optionalText('Name', 120),
  })
  .strict();



async function accountWithEmail(email: string): Promise<boolean> {
  const { internalAdapter } = await (await getAuth()).$context;
  return Boolean(await internalAdapter.findUserByEmail(email));
}

type Created = { invitation: Invitation; deliveries: Delivery[]; link: string | null };
type NewInvitation = { email: string; role: StaffRole; name: string | null };
/** The entry of an invitation made (an invite, a resend): its action and what it carried; the entity is the new one. */
type Recorded = Pick<AuditEntry, 'action' | 'changes'>;

/** Revokes, then makes, under the team lock: two invitations to one address at once leave one link open. */
const create = (values: NewInvitation, actor: Actor, entry: Recorded): Promise<Created> => withTeamLock(() => createNow(values, actor, entry));

async function createNow(values: NewInvitation, actor: Actor, entry: Recorded): Promise<Created> {
  const now = new Date();
  const at = now.toISOString();
  const row = { id: randomUUID(), ...values, invited_by: actor.email, created_at: at, expires_at: new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString(), accepted_at: null, revoked_at: null };
  const channels = configuredChannels('invitation');
  const db = await getDb();
  // One commit: the old link closed, the new invitation, its e-mail and its entry (or, failing any, none of them).
  await db.transaction().execute(async (trx) => {
    await revokeOpenInvitations(trx, values.email, at);
    await insertInvitation(trx, row);
    await enqueue(trx, { invitationId: row.id }, channels, now);
    await recordAudit(trx, { ...entry, entity: 'invitation', entityId: row.id, actor }, now);
  });
  nudgeOutbox();
  logger().info({ invitationId: row.id, role: row.role }, 'Staff invitation created');
  const invitation = toInvitation(row);
  // Without a mail server the admin is given the link to pass on themselves.
  return { invitation, deliveries: await deliveriesOf(db, { invitationId: row.id }), link: channels.length === 0 ? await invitationLink(invitation) : null };
}

/** POST /api/admin/users/invitations `{ email, role, name? }`. */
export async function inviteStaff(body: unknown, actor: Actor): Promise<ServiceResult<Created>> {
  const parsed = inviteSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  if (await accountWithEmail(parsed.data.email)) return { ok: false, status: 409, code: 'account_exists', message: invitationMessages.accountExists, fields: { email: invitationMessages.accountExists } };
  const { email, role } = parsed.data;
  const created = await create({ email, role, name: parsed.data.name ?? null }, actor, { action: 'invite', changes: { email, role } });
  return { ok: true, data: created };
}

type Actor = { id: string; email: string };

/** A new link for an open invitation (the old one stops working), valid 72 hours from now. */
export async function resendInvitation(rawId: unknown, actor: Actor): Promise<ServiceResult<Created>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const invitation = await getInvitation(id.id);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return missing('Open invitation');
  if (await accountWithEmail(invitation.email)) return { ok: false, status: 409, code: 'account_exists', message: invitationMessages.accountExists };
  const created = await create({ email: invitation.email, role: invitation.role, name: invitation.name }, actor, { action: 'invite-resend', changes: { email: invitation.email, role: invitation.role, replaces: invitation.id } });
  return { ok: true, data: created };
}

/**
 * Withdraws every open invitation a member sent (they were disabled, or are no longer an admin), each with its
 * `invite-revoke` entry by `actor`, in the transaction of the change that took the member's right to invite.
 */
export async function revokeInvitationsBy(trx: Transaction<Database>, invitedBy: string, actor: Actor): Promise<void> {
  const at = new Date().toISOString();
  for (const { id, email } of await openInvitationsBy(trx, invitedBy)) {
    await revokeOpenInvitations(trx, email, at);
    await recordAudit(trx, { action: 'invite-revoke', entity: 'invitation', entityId: id, actor, changes: { email } });
  }
}

/** Withdraws an open invitation: its link stops working, its unsent e-mail is dropped. */
export async function revokeInvitation(rawId: unknown, actor: Actor): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const invitation = await getInvitation(id.id);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return missing('Open invitation');
  await (await getDb()).transaction().execute(async (trx) => {
    await revokeOpenInvitations(trx, invitation.email, new Date().toISOString());
    await recordAudit(trx, { action: 'invite-revoke', entity: 'invitation', entityId: invitation.id, actor, changes: { email: invitation.email } });
  });
  return { ok: true, data: null };
}

/** The invitations not yet accepted nor withdrawn (expired ones too: they can be resent), newest first. */
export async function openInvitations(): Promise<Array<Invitation & { deliveries: Delivery[] }>> {
  const db = await getDb();
  return Promise.all((await listOpenInvitations()).map(async (invitation) => ({ ...invitation, deliveries: await deliveriesOf(db, { invitationId: invitation.id }) })));
}

/** The open invitation a link names, or why the link no longer works. */
export async function invitationOfToken(token: string, now = new Date()): Promise<{ ok: true; invitation: Invitation } | { ok: false; message: string }> {
  const id = tokenId(token);
  const invitation = id ? await getInvitation(id) : null;
  if (!invitation || !(await tokenMatches('invitation', token, invitation))) return { ok: false, message: invitationMessages.closed };
  if (invitation.acceptedAt || invitation.revokedAt) return { ok: false, message: invitationMessages.closed };
  if (new Date(invitation.expiresAt) <= now) return { ok: false, message: invitationMessages.expired };
  return { ok: true, invitation };
}

const acceptSchema = z
  .object({
    token: z.string({ error: invitationMessages.closed }).max(200, invitationMessages.closed),
    name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(120, 'Name must be at most 120 characters'),
    password: z.string({ error: 'Choose a password' }).max(1000, 'Password is too long'),
  })
  .strict();

/**
 * Accepts an invitation: the account is made with the invitation's address and role, and the invitation closed (one
 * update that only an open, unexpired invitation passes: two tabs accepting at once make one account).
 */
export async function acceptInvitation(body: unknown): Promise<ServiceResult<{ email: string }>> {
  const parsed = acceptSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const found = await invitationOfToken(parsed.data.token);
  if (!found.ok) return { ok: false, status: 409, code: 'invitation_closed', message: found.message, fields: { token: found.message } };
  const { invitation } = found;
  const weak = passwordProblem(parsed.data.password, { email: invitation.email, name: parsed.data.name });
  if (weak) return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { password: weak } };
  if (await accountWithEmail(invitation.email)) return { ok: false, status: 409, code: 'account_exists', message: invitationMessages.accountExists, fields: { token: invitationMessages.accountExists } };

  const db = await getDb();
  const now = new Date().toISOString();
  const newcomer = { id: null, email: invitation.email };
  // The claim commits with its entry, before Better Auth makes the account (its writes cannot join our transaction):
  // no account made through an invitation is without its record.
  const claimed = await db.transaction().execute(async (trx) => {
    if (!(await claimInvitation(trx, invitation.id, now))) return false;
    await recordAudit(trx, { action: 'invite-accept', entity: 'invitation', entityId: invitation.id, actor: newcomer, changes: { email: invitation.email, role: invitation.role } });
    return true;
  });
  if (!claimed) return { ok: false, status: 409, code: 'invitation_closed', message: invitationMessages.closed, fields: { token: invitationMessages.closed } };
  try {
    const auth = await getAuth();
    // Better Auth's types know its own two roles; without a `roles` option it stores any name it is given.
    const { user } = await auth.api.createUser({ body: { email: invitation.email, password: parsed.data.password, name: parsed.data.name, role: invitation.role as 'admin' } });
    await audit({ action: 'create', entity: 'account', entityId: user.id, actor: { id: user.id, email: user.email }, changes: { role: invitation.role, invitation: invitation.id } });
  } catch (error) {
    // No account, so the invitation stays open to try again (and the log says the acceptance did not go through).
    await db.transaction().execute(async (trx) => {
      await unclaimInvitation(trx, invitation.id);
      await recordAudit(trx, { action: 'invite-accept-failed', entity: 'invitation', entityId: invitation.id, actor: newcomer });
    });
    throw error;
  }
  logger().info({ invitationId: invitation.id, role: invitation.role }, 'Staff invitation accepted');
  return { ok: true, data: { email: invitation.email } };
}
