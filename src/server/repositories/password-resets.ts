import 'server-only';
import type { Selectable } from 'kysely';
import { getDb } from '../db';
import type { PasswordResetsTable } from '../db/schema-team';

// The password resets' rows (src/server/team/password-reset.ts works with them).

export type PasswordReset = { id: string; userId: string; email: string; createdAt: string; expiresAt: string; usedAt: string | null };

export const toReset = (row: Selectable<PasswordResetsTable>): PasswordReset => ({ id: row.id, userId: row.user_id, email: row.email, createdAt: row.created_at, expiresAt: row.expires_at, usedAt: row.used_at });

export async function getReset(id: string): Promise<PasswordReset | null> {
  const row = await (await getDb()).selectFrom('password_resets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toReset(row) : null;
}
