import 'server-only';
import type { Selectable, Transaction } from 'kysely';
import { getDb } from '../db';
import type { Database } from '../db/schema';
import type { PasswordResetsTable } from '../db/schema-team';

// The password resets' rows (src/server/team/password-reset.ts works with them).

export type PasswordReset = { id: string; userId: string; email: string; createdAt: string; expiresAt: string; usedAt: string | null };

export const toReset = (row: Selectable<PasswordResetsTable>): PasswordReset => ({ id: row.id, userId: row.user_id, email: row.email, createdAt: row.created_at, expiresAt: row.expires_at, usedAt: row.used_at });

export async function getReset(id: string): Promise<PasswordReset | null> {
  const row = await (await getDb()).selectFrom('password_resets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toReset(row) : null;
}

/** Marks a reset used, if it is still unused and unexpired (its link works once). */
export async function claimReset(trx: Transaction<Database>, id: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
