import 'server-only';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { StaffRole } from '@/lib/staff-roles';
import { getDb } from '../db';
import type { Database } from '../db/schema';
import type { StaffInvitationsTable } from '../db/schema-team';

// The staff invitations' rows (src/server/team/invitations.ts works with them, in the transactions of its changes).

export type Invitation = {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
};

export const toInvitation = (row: Selectable<StaffInvitationsTable>): Invitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  acceptedAt: row.accepted_at,
  revokedAt: row.revoked_at,
});

export async function getInvitation(id: string): Promise<Invitation | null> {
  const row = await (await getDb()).selectFrom('staff_invitations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInvitation(row) : null;
}

export async function insertInvitation(trx: Transaction<Database>, row: Insertable<StaffInvitationsTable>): Promise<void> {
  await trx.insertInto('staff_invitations').values(row).execute();
}

/** Closes the open invitations of an address (and drops their unsent e-mails): their links stop working. */
export async function revokeOpenInvitations(trx: Transaction<Database>, email: string, at: string): Promise<void> {
  const open = await trx.selectFrom('staff_invitations').select('id').where('email', '=', email).where('accepted_at', 'is', null).where('revoked_at', 'is', null).execute();
  if (open.length === 0) return;
  const ids = open.map((row) => row.id);
  await trx.updateTable('staff_invitations').set({ revoked_at: at }).where('id', 'in', ids).execute();
  await trx.deleteFrom('outbox').where('invitation_id', 'in', ids).where('status', 'in', ['pending', 'failed']).execute();
}

/** The open invitations one member sent. */
export function openInvitationsBy(trx: Transaction<Database>, invitedBy: string): Promise<Array<{ id: string; email: string }>> {
  return trx.selectFrom('staff_invitations').select(['id', 'email']).where('invited_by', '=', invitedBy).where('accepted_at', 'is', null).where('revoked_at', 'is', null).execute();
}

/** The invitations not yet accepted nor withdrawn, newest first. */
export async function listOpenInvitations(): Promise<Invitation[]> {
  const rows = await (await getDb()).selectFrom('staff_invitations').selectAll().where('accepted_at', 'is', null).where('revoked_at', 'is', null).orderBy('created_at', 'desc').execute();
  return rows.map(toInvitation);
}

/** Marks an invitation accepted, if it is still open and unexpired (one of two tabs accepting at once wins). */
export async function claimInvitation(trx: Transaction<Database>, id: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('staff_invitations').set({ accepted_at: now }).where('id', '=', id).where('accepted_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Opens a claimed invitation again (its account could not be made). */
export async function unclaimInvitation(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.updateTable('staff_invitations').set({ accepted_at: null }).where('id', '=', id).execute();
}
