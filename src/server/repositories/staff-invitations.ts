import 'server-only';
import type { Selectable } from 'kysely';
import type { StaffRole } from '@/lib/staff-roles';
import { getDb } from '../db';
import type { StaffInvitationsTable } from '../db/schema-team';

// The staff invitations' rows (src/server/team/invitations.ts works with them).

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
