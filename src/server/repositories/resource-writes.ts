import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { CategoryId } from '@/lib/categories';
import type { Resource } from '@/lib/schemas/resource';
import { getDb, type Database } from '../db';
import { isUniqueViolation } from '../db/errors';
import { fieldChanges, recordAudit } from './audit-log';
import { resourceColumns } from './entity-columns';
import { toRow } from './field-map';
import { moveRedirects } from './redirects';
import { recordVersion } from './resource-versions';
import { getResource, SlugTakenError, StaleRevisionError, type Author, type ResourceRecord } from './resources';

async function writeCategories(trx: Transaction<Database>, resourceId: string, categories: readonly CategoryId[]) {
  await trx.deleteFrom('resource_categories').where('resource_id', '=', resourceId).execute();
  if (categories.length === 0) return;
  await trx
    .insertInto('resource_categories')
    .values(categories.map((category_id, position) => ({ resource_id: resourceId, category_id, position })))
    .execute();
}

function rethrowSlug(error: unknown, slug: string): never {
  if (isUniqueViolation(error)) throw new SlugTakenError(slug);
  throw error;
}

/** Inserts the resource, its categories, its first version and its audit entry in one transaction. Throws SlugTakenError. */
export async function createResource(input: ResourceRecord, author: Author): Promise<Resource> {
  const db = await getDb();
  const id = randomUUID();
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('resources')
        .values({ ...toRow(resourceColumns, { ...input, id, createdAt: now, updatedAt: now }), revision: 1 })
        .execute();
      await writeCategories(trx, id, input.categories);
      const saved = await recordVersion(trx, id, author, now);
      await recordAudit(trx, { action: 'create', entity: 'resources', entityId: id, changes: fieldChanges(null, saved) });
    });
  } catch (error) {
    rethrowSlug(error, input.slug);
  }
  const created = await getResource(id);
  if (!created) throw new Error('Resource vanished after insert');
  return created;
}

export type UpdateOptions = {
  author: Author;
  /** The revision the caller read (If-Match): the write happens only if it is still current. */
  expectedRevision?: number;
  /** The old path answers 308 to the new one (a live resource's slug changed): docs/decisions/0015. */
  redirectFrom?: string;
  redirectTo?: string;
  /** The version this save makes current again (its audit entry is a `restore-version` naming it). */
  restoredVersion?: string;
};

/**
 * Replaces the given fields (and categories when given), bumps the revision, keeps a version and records the changed
 * fields in the audit log, atomically;
 * null when unknown or in the trash. Throws SlugTakenError, or StaleRevisionError when `expectedRevision` is stale.
 */
export async function updateResource(id: string, patch: Partial<ResourceRecord>, options: UpdateOptions): Promise<Resource | null> {
  const db = await getDb();
  const now = new Date().toISOString();
  let outcome = 'missing' as 'updated' | 'missing' | 'stale';
  try {
    await db.transaction().execute(async (trx) => {
      // The audit entry's "before": the resource as this transaction reads it just ahead of the save.
      const before = await getResource(id, trx);
      let query = trx
        .updateTable('resources')
        .set({ ...toRow(resourceColumns, patch), updated_at: now, revision: sql<number>`revision + 1` })
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      // Checked in the UPDATE itself, so two instances saving at once cannot both pass.
      if (options.expectedRevision !== undefined) query = query.where('revision', '=', options.expectedRevision);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const exists = await trx.selectFrom('resources').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
        outcome = exists && options.expectedRevision !== undefined ? 'stale' : 'missing';
        return;
      }
      outcome = 'updated';
      if (patch.categories) await writeCategories(trx, id, patch.categories);
      if (options.redirectFrom && options.redirectTo) await moveRedirects(trx, { from: options.redirectFrom, to: options.redirectTo, resourceId: id, by: options.author.name, at: now });
      const after = await recordVersion(trx, id, options.author, now);
      const changes = fieldChanges(before, after);
      await recordAudit(trx, options.restoredVersion ? { action: 'restore-version', entity: 'resources', entityId: id, changes: { version: options.restoredVersion, ...changes } } : { action: 'update', entity: 'resources', entityId: id, changes });
    });
  } catch (error) {
    rethrowSlug(error, patch.slug ?? '');
  }
  if (outcome === 'stale') {
    const current = await getResource(id);
    if (current) throw new StaleRevisionError(current);
  }
  return outcome === 'updated' ? getResource(id) : null;
}

