import 'server-only';
import { sql } from 'kysely';
import type { Resource } from '@/lib/schemas/resource';
import { getDb } from '../db';
import { recordAudit } from './audit-log';
import { getResource } from './resources';
import { deleteVersionsOf } from './resource-versions';

// The trash: a resource moved there leaves the public site and the admin list, comes back as it was, or is deleted
// for good (by staff, or when it has been there 30 days: publishing/schedule-watcher.ts). Each move is recorded in
// the audit log in its own transaction, naming the resource by title and slug (the row may be gone when one reads it).

/** Moves a resource to the trash; returns it as it was, or null when unknown or already there. */
export async function trashResource(id: string): Promise<Resource | null> {
  return (await getDb()).transaction().execute(async (trx) => {
    const before = await getResource(id, trx);
    if (!before || before.deletedAt) return null;
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('resources')
      .set({ deleted_at: now, updated_at: now, revision: sql<number>`revision + 1` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    await recordAudit(trx, { action: 'delete', entity: 'resources', entityId: id, changes: { title: before.title, slug: before.slug } });
    return before;
  });
}

/** Brings a resource back from the trash; null when unknown or not in the trash. */
export async function untrashResource(id: string): Promise<Resource | null> {
  return (await getDb()).transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('resources')
      .set({ deleted_at: null, updated_at: now, revision: sql<number>`revision + 1` })
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    const restored = await getResource(id, trx);
    await recordAudit(trx, { action: 'restore', entity: 'resources', entityId: id, changes: { title: restored?.title, slug: restored?.slug } });
    return restored;
  });
}

/** Deletes a resource in the trash for good (its categories by cascade, its versions here); what was deleted, or null. */
export async function deleteResourceForGood(id: string): Promise<{ slug: string } | null> {
  return (await getDb()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('resources').where('id', '=', id).where('deleted_at', 'is not', null).returning(['slug', 'title']).executeTakeFirst();
    if (!row) return null;
    await deleteVersionsOf(trx, [id]);
    await recordAudit(trx, { action: 'purge', entity: 'resources', entityId: id, changes: { title: row.title, slug: row.slug } });
    return { slug: row.slug };
  });
}

/** Deletes what has been in the trash since before `cutoff`; returns how many. */
export async function purgeTrash(cutoff: Date): Promise<number> {
  return (await getDb()).transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom('resources').where('deleted_at', '<', cutoff.toISOString()).returning(['id', 'slug', 'title', 'deleted_at']).execute();
    await deleteVersionsOf(trx, rows.map((row) => row.id));
    // The watcher's work, nobody acting: recorded as the system's (actor null).
    for (const row of rows) await recordAudit(trx, { action: 'purge', entity: 'resources', entityId: row.id, actor: null, changes: { title: row.title, slug: row.slug, trashedAt: row.deleted_at } });
    return rows.length;
  });
}
