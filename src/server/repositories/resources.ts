import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { isCategoryId, isResourceType, type CategoryId } from '@/lib/categories';
import type { Paged } from '@/lib/schemas/paging';
import type { Resource, ResourceListQuery, ResourceStatus } from '@/lib/schemas/resource';
import { getDb, type Database } from '../db';
import type { ResourcesTable } from '../db/schema';
import { resourceColumns } from './entity-columns';
import { columnsOf, fromRow } from './field-map';

// Resources read back, for the public pages and the staff lists (filters and pages the kit's generic list has not).
// They are written by the content kit's table store (kit/server/table-store.ts); their history is read in
// resource-versions.ts.

const columns = columnsOf(resourceColumns);

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
export async function listResources(scope: ResourceScope = { view: 'active' }, { limit }: { limit?: number } = {}): Promise<Resource[]> {
  const db = await getDb();
  let query = scoped(db, scope);
  query = 'view' in scope && scope.view === 'trash' ? query.orderBy('deleted_at', 'desc') : query.orderBy('published_at', 'desc');
  query = query.orderBy('created_at', 'desc').orderBy('id');
  const rows = await (limit === undefined ? query : query.limit(limit)).execute();
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

export type { ResourceStatus };
