import 'server-only';
import { sql } from 'kysely';
import type { Resource } from '@/lib/schemas/resource';
import { getDb } from '../db';
import { getResource } from './resources';

// The trash: a resource moved there leaves the public site and the admin list, comes back as it was, or is deleted
// for good (by staff, or when it has been there 30 days: publishing/schedule-watcher.ts).

/** Moves a resource to the trash; returns it as it was, or null when unknown or already there. */
export async function trashResource(id: string): Promise<Resource | null> {
  const db = await getDb();
  const before = await getResource(id);
  if (!before || before.deletedAt) return null;
  const now = new Date().toISOString();
  const result = await db
    .updateTable('resources')
    .set({ deleted_at: now, updated_at: now, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? before : null;
}

/** Brings a resource back from the trash; null when unknown or not in the trash. */
export async function untrashResource(id: string): Promise<Resource | null> {
  const db = await getDb();
  const now = new Date().toISOString();
  const result = await db
    .updateTable('resources')
    .set({ deleted_at: null, updated_at: now, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? getResource(id) : null;
}

/** Deletes a resource in the trash for good (categories and versions by cascade); what was deleted, or null. */
export async function deleteResourceForGood(id: string): Promise<{ slug: string } | null> {
  const db = await getDb();
  const row = await db.deleteFrom('resources').where('id', '=', id).where('deleted_at', 'is not', null).returning('slug').executeTakeFirst();
  return row ?? null;
}

/** Deletes what has been in the trash since before `cutoff`; returns how many. */
export async function purgeTrash(cutoff: Date): Promise<number> {
  const db = await getDb();
  const rows = await db.deleteFrom('resources').where('deleted_at', '<', cutoff.toISOString()).returning('id').execute();
  return rows.length;
}
