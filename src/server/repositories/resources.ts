import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { isCategoryId, isResourceType, type CategoryId } from '@/lib/categories';
import type { Resource } from '@/lib/schemas/resource';
import { getDb, type Database } from '../db';
import type { ResourcesTable } from '../db/schema';
import { resourceColumns } from './entity-columns';
import { columnsOf, fromRow } from './field-map';

// Resources read back for the public pages (the live ones), the preview and the schedule watcher.
// They are written by the content kit's table store (kit/server/table-store.ts); their history is read in
// resource-versions.ts.

const columns = columnsOf(resourceColumns);

/** Which resources a list holds: the public site's, live at an instant (the staff lists are the kit's). */
type ResourceScope = { live: Date };

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
  // The one rule of "public now" (docs/decisions/0015): published, its time reached, not yet unpublished.
  const now = scope.live.toISOString();
  return db
    .selectFrom('resources')
    .select(columns)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', now)]));
}

/** Newest publication first. */
export async function listResources(scope: ResourceScope, { limit }: { limit?: number } = {}): Promise<Resource[]> {
  const db = await getDb();
  const query = scoped(db, scope).orderBy('published_at', 'desc').orderBy('created_at', 'desc').orderBy('id');
  const rows = await (limit === undefined ? query : query.limit(limit)).execute();
  return withCategories(db, rows);
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

