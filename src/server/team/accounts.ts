import 'server-only';
import { z } from '@/lib/schemas/zod';
import { STAFF_ROLES, staffRoleOf, type StaffRole } from '@/lib/staff-roles';
import type { Transaction } from 'kysely';
import { getAuth } from '../auth/auth';
import { getDb, type Database } from '../db';
import type { Delivery } from '../outbox/repository';
import { invalid, missing, type ServiceResult } from '../services/result';
import { openInvitations, revokeInvitationsBy } from './invitations';
import { withTeamLock } from './team-lock';
import { recordAudit } from '../repositories/audit-log';

// The team's accounts as the accounts screen shows and changes them (issue 23): every account with its role and
// state, and the invitations still open; a role change, disabling (which ends the account's sessions at once, on
// every instance: sessions live in the database, checked on every request), enabling, and ending all sessions. The
// last active admin can be neither demoted nor disabled, so the staff area always has someone who can manage it.
// Each change commits with its audit entry, or (the entry failing) not at all.

export type AccountStatus = 'active' | 'invited' | 'disabled';

export type TeamMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: AccountStatus;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  /** For an invitation: until when its link works, whether that time has passed, and its e-mail's delivery. */
  invitation?: { expiresAt: string; expired: boolean; deliveries: Delivery[] };
};

type UserRecord = { id: string; email: string; name: string; role?: string | null; banned?: boolean | null; lastSignInAt?: Date | string | null; twoFactorEnabled?: boolean | null };

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

// Better Auth's own tables, as far as the changes below write them. Its adapter cannot join our transaction, so a
// change writes them directly, in the transaction that writes its audit entry. A date goes as a Date: SQLite's binding
// stores it as Better Auth does (an ISO string), PostgreSQL as a timestamp. Better Auth has no cookie cache here
// (sessions are read from the database), so a deleted `session` row ends that session at once.
type AuthTables = {
  user: { id: string; name: string; role: string | null; banned: boolean | null; banReason: string | null; banExpires: Date | null; updatedAt: Date };
  session: { userId: string };
};
const authTables = (trx: Transaction<Database>) => trx.withTables<AuthTables>();

function toMember(user: UserRecord): TeamMember | null {
  const role = staffRoleOf(user.role);
  if (!role) return null;
  const last = user.lastSignInAt ? new Date(user.lastSignInAt).toISOString() : null;
  return { id: user.id, email: user.email, name: user.name, role, status: user.banned ? 'disabled' : 'active', twoFactorEnabled: Boolean(user.twoFactorEnabled), lastSignInAt: last };
}

async function users(): Promise<TeamMember[]> {
  const { internalAdapter } = await (await getAuth()).$context;
  const all = (await internalAdapter.listUsers(undefined, undefined, { field: 'createdAt', direction: 'asc' })) as UserRecord[];
  return all.map(toMember).filter((member): member is TeamMember => member !== null);
}

/** GET /api/admin/users: the accounts (oldest first), then the open invitations (newest first). */
export async function listTeam(now = new Date()): Promise<TeamMember[]> {
  const invitations = (await openInvitations()).map((invitation) => ({
    id: invitation.id,
    email: invitation.email,
    name: invitation.name ?? '',
    role: invitation.role,
    status: 'invited' as const,
    twoFactorEnabled: false,
    lastSignInAt: null,
    invitation: { expiresAt: invitation.expiresAt, expired: new Date(invitation.expiresAt) <= now, deliveries: invitation.deliveries },
  }));
  return [...(await users()), ...invitations];
}

const changeSchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .strict()
  .refine((value) => value.role !== undefined || value.disabled !== undefined, { message: 'Send a role or disabled', path: ['role'] });

export const accountMessages = {
  lastAdmin: 'This is the last active admin: make another member an admin first',
  self: 'You cannot disable your own account: ask another admin',
} as const;

/** PATCH /api/admin/users/{id} `{ role?, disabled? }`. */
export async function changeMember(rawId: unknown, body: unknown, actor: { id: string; email: string }): Promise<ServiceResult<TeamMember>> {
  if (typeof rawId !== 'string' || !USER_ID.test(rawId)) return missing('Account');
  const parsed = changeSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { role, disabled } = parsed.data;
  // Counted and changed under the team lock: two admins demoting each other at once cannot leave none.
  return withTeamLock(async (): Promise<ServiceResult<TeamMember>> => {
    const team = await users();
    const member = team.find((candidate) => candidate.id === rawId);
    if (!member) return missing('Account');
    if (disabled === true && member.id === actor.id) return { ok: false, status: 409, code: 'self', message: accountMessages.self, fields: { disabled: accountMessages.self } };
    const losesAdmin = member.role === 'admin' && member.status === 'active' && ((role !== undefined && role !== 'admin') || disabled === true);
    const activeAdmins = team.filter((candidate) => candidate.role === 'admin' && candidate.status === 'active').length;
    if (losesAdmin && activeAdmins <= 1) return { ok: false, status: 409, code: 'last_admin', message: accountMessages.lastAdmin, fields: { [role !== undefined && role !== 'admin' ? 'role' : 'disabled']: accountMessages.lastAdmin } };

    await (await getDb()).transaction().execute(async (trx) => {
      const auth = authTables(trx);
      const ban = disabled === undefined ? {} : disabled ? { banned: true, banReason: 'Disabled by an admin' } : { banned: false, banReason: null, banExpires: null };
      await auth.updateTable('user').set({ ...(role !== undefined ? { role } : {}), ...ban, updatedAt: new Date() }).where('id', '=', member.id).execute();
      // Disabled: every session ends now; sign-in is refused from here on (Better Auth's admin plugin refuses a new
      // one, and the session check refuses a disabled account's, should one be made in the same instant).
      if (disabled === true) await auth.deleteFrom('session').where('userId', '=', member.id).execute();
      // A member who loses the right to invite leaves no open invitation behind.
      if (disabled === true || (role !== undefined && role !== 'admin')) await revokeInvitationsBy(trx, member.email, actor);
      if (role !== undefined && role !== member.role) await recordAudit(trx, { action: 'role-change', entity: 'account', entityId: member.id, actor, changes: { email: member.email, role: { before: member.role, after: role } } });
      if (disabled !== undefined && disabled !== (member.status === 'disabled')) await recordAudit(trx, { action: disabled ? 'disable' : 'enable', entity: 'account', entityId: member.id, actor, changes: { email: member.email } });
    });
    return { ok: true, data: { ...member, ...(role !== undefined ? { role } : {}), ...(disabled !== undefined ? { status: disabled ? 'disabled' : 'active' } : {}) } };
  });
}

/** DELETE /api/admin/users/{id}/sessions: signs the account out everywhere. */
export async function endSessions(rawId: unknown, actor: { id: string; email: string }): Promise<ServiceResult<null>> {
  if (typeof rawId !== 'string' || !USER_ID.test(rawId)) return missing('Account');
  const member = (await users()).find((candidate) => candidate.id === rawId);
  if (!member) return missing('Account');
  await (await getDb()).transaction().execute(async (trx) => {
    await authTables(trx).deleteFrom('session').where('userId', '=', rawId).execute();
    await recordAudit(trx, { action: 'sign-out-everywhere', entity: 'account', entityId: rawId, actor, changes: { email: member.email } });
  });
  return { ok: true, data: null };
}

const nameSchema = z.object({ name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(120, 'Name must be at most 120 characters') }).strict();

/** PATCH /api/admin/account `{ name }`: one's own name. */
export async function renameSelf(user: { id: string; email: string }, body: unknown): Promise<ServiceResult<{ name: string }>> {
  const parsed = nameSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const name = parsed.data.name;
  await (await getDb()).transaction().execute(async (trx) => {
    const auth = authTables(trx);
    const before = await auth.selectFrom('user').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    await auth.updateTable('user').set({ name, updatedAt: new Date() }).where('id', '=', user.id).execute();
    await recordAudit(trx, { action: 'update', entity: 'account', entityId: user.id, actor: user, changes: { name: { before: before.name, after: name } } });
  });
  return { ok: true, data: { name } };
}
