import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isCategoryId, isResourceType, type CategoryId } from '@/lib/categories';
import type { Paged } from '@/lib/schemas/paging';
import type { Resource, ResourceCreate, ResourceListQuery, ResourceStatus } from '@/lib/schemas/resource';
import { getDb, type Database } from '../db';
import { isUniqueViolation } from '../db/errors';
import type { ResourcesTable } from '../db/schema';
import { resourceColumns } from './entity-columns';
import { columnsOf, fromRow, toRow } from './field-map';
import { moveRedirects } from './redirects';

const columns = columnsOf(resourceColumns);

/** Versions kept per resource: the newest ones; older ones are pruned on save (the issue asks for at least 50). */
export const VERSIONS_KEPT = 100;

/** The slug belongs to another resource (raised from the database's unique index, not only a pre-check). */
export class SlugTakenError extends Error {
  constructor(public readonly slug: string) {
    super(`Slug "${slug}" is taken`);
  }
}

/** Someone saved the resource since the caller read it: its revision is no longer the expected one. */
export class StaleRevisionError extends Error {
  constructor(public readonly current: Resource) {
    super(`Resource ${current.id} is at revision ${current.revision}`);
  }
}

/** What a write stores: every field resolved (slug made, HTML sanitized, times as UTC instants). */
export type ResourceRecord = Omit<ResourceCreate, 'publishedAt'> & { publishedAt: string };

/** Who saved a version: the staff account's id and the name shown in the history. */
export type Author = { id: string | null; name: string };

/** Which resources a list holds: the public site's (live at an instant), the admin's, or the trash. */
export type ResourceScope = { live: Date } | { view: 'active' | 'trash'; status?: ResourceStatus };

type Row = Pick<Selectable<ResourcesTable>, (typeof columns)[number]>;

async function withCategories(db: Kysely<Database>, rows: Row[]): Promise<Resource[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('resource_categories')
    .select(['resource_id', 'category_id'])
    .where('resource_id', 'in', rows.map((r) => r.id))
    .orderBy('resource_id')
    .orderBy('position')
    .execute();
  const byResource = new Map<string, CategoryId[]>();
  for (const link of links) {
    if (!isCategoryId(link.category_id)) continue;
    const list = byResource.get(link.resource_id) ?? [];
    list.push(link.category_id);
    byResource.set(link.resource_id, list);
  }
  return rows.map((row) => ({
    ...fromRow(resourceColumns, row),
    noindex: Boolean(row.noindex),
    revision: Number(row.revision),
    status: row.status === 'draft' ? 'draft' : 'published',
    categories: byResource.get(row.id) ?? [],
    type: isResourceType(row.type) ? row.type : 'article',
  }));
}

function scoped(db: Kysely<Database>, scope: ResourceScope) {
  let query = db.selectFrom('resources').select(columns);
  if ('live' in scope) {
    // The one rule of "public now" (docs/decisions/0015): published, its time reached, not yet unpublished.
    const now = scope.live.toISOString();
    query = query
      .where('deleted_at', 'is', null)
      .where('status', '=', 'published')
      .where('published_at', '<=', now)
      .where((eb) => eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', now)]));
  } else {
    query = query.where('deleted_at', scope.view === 'trash' ? 'is not' : 'is', null);
    if (scope.status) query = query.where('status', '=', scope.status);
  }
  return query;
}

/** Newest publication first (the trash: most recently deleted first). */
export async function listResources(scope: ResourceScope = { view: 'active' }): Promise<Resource[]> {
  const db = await getDb();
  let query = scoped(db, scope);
  query = 'view' in scope && scope.view === 'trash' ? query.orderBy('deleted_at', 'desc') : query.orderBy('published_at', 'desc');
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return withCategories(db, rows);
}

/**
 * One page of the staff list (not the trash): by type and by where it stands now (the SQL of publicationState),
 * newest publication first, with the total.
 */
export async function pageResources({ type, state, page, pageSize }: ResourceListQuery, now = new Date()): Promise<Paged<Resource>> {
  const db = await getDb();
  const at = now.toISOString();
  let query = db.selectFrom('resources').where('deleted_at', 'is', null);
  if (type) query = query.where('type', '=', type);
  if (state === 'draft') query = query.where('status', '=', 'draft');
  if (state === 'scheduled') query = query.where('status', '=', 'published').where('published_at', '>', at);
  if (state === 'published') {
    query = query
      .where('status', '=', 'published')
      .where('published_at', '<=', at)
      .where((eb) => eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', at)]));
  }
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy('published_at', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data: await withCategories(db, rows), page, pageSize, total: Number(count.count) };
}

/** One resource by id, in the trash or not; null when unknown. */
export async function getResource(id: string, db?: Kysely<Database>): Promise<Resource | null> {
  const handle = db ?? (await getDb());
  const row = await handle.selectFrom('resources').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? ((await withCategories(handle, [row]))[0] ?? null) : null;
}

/** The resource a public page shows: live at `now`; null otherwise. */
export async function getLiveResourceBySlug(slug: string, now: Date): Promise<Resource | null> {
  const db = await getDb();
  const row = await scoped(db, { live: now }).where('slug', '=', slug).executeTakeFirst();
  return row ? ((await withCategories(db, [row]))[0] ?? null) : null;
}

/** Slugs whose public visibility changes in (after, upTo]: a publication or unpublication time passed. */
export async function slugsChangingBetween(after: Date, upTo: Date): Promise<string[]> {
  const db = await getDb();
  const [from, to] = [after.toISOString(), upTo.toISOString()];
  const rows = await db
    .selectFrom('resources')
    .select('slug')
    .where('deleted_at', 'is', null)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb.and([eb('published_at', '>', from), eb('published_at', '<=', to)]), eb.and([eb('unpublish_at', '>', from), eb('unpublish_at', '<=', to)])]))
    .execute();
  return rows.map((row) => row.slug);
}

async function writeCategories(trx: Transaction<Database>, resourceId: string, categories: readonly CategoryId[]) {
  await trx.deleteFrom('resource_categories').where('resource_id', '=', resourceId).execute();
  if (categories.length === 0) return;
  await trx
    .insertInto('resource_categories')
    .values(categories.map((category_id, position) => ({ resource_id: resourceId, category_id, position })))
    .execute();
}

/** The fields a version keeps: everything staff edit (not ids, timestamps, revision or trash state). */
export type VersionSnapshot = ResourceRecord;

function snapshotOf(resource: Resource): VersionSnapshot {
  const { id: _id, createdAt: _c, updatedAt: _u, revision: _r, deletedAt: _d, ...fields } = resource;
  return fields;
}

/** Records the resource as it now is as a new version, and prunes the oldest beyond VERSIONS_KEPT. */
async function recordVersion(trx: Transaction<Database>, resourceId: string, author: Author, at: string): Promise<void> {
  const saved = await getResource(resourceId, trx);
  if (!saved) return;
  await trx
    .insertInto('resource_versions')
    .values({ id: randomUUID(), resource_id: resourceId, snapshot: JSON.stringify(snapshotOf(saved)), author_id: author.id, author_name: author.name, created_at: at })
    .execute();
  const keep = trx.selectFrom('resource_versions').select('id').where('resource_id', '=', resourceId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(VERSIONS_KEPT);
  await trx.deleteFrom('resource_versions').where('resource_id', '=', resourceId).where('id', 'not in', keep).execute();
}

function rethrowSlug(error: unknown, slug: string): never {
  if (isUniqueViolation(error)) throw new SlugTakenError(slug);
  throw error;
}

/** Inserts the resource, its categories and its first version in one transaction. Throws SlugTakenError. */
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
      await recordVersion(trx, id, author, now);
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
};

/**
 * Replaces the given fields (and categories when given), bumps the revision and keeps a version, atomically;
 * null when unknown or in the trash. Throws SlugTakenError, or StaleRevisionError when `expectedRevision` is stale.
 */
export async function updateResource(id: string, patch: Partial<ResourceRecord>, options: UpdateOptions): Promise<Resource | null> {
  const db = await getDb();
  const now = new Date().toISOString();
  let outcome = 'missing' as 'updated' | 'missing' | 'stale';
  try {
    await db.transaction().execute(async (trx) => {
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
      await recordVersion(trx, id, options.author, now);
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

export type { ResourceStatus };
