import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isCategoryId, isResourceType, type CategoryId } from '@/lib/categories';
import type { Resource, ResourceCreate } from '@/lib/schemas/resource';
import { getDb, type Database } from '../db';
import { isUniqueViolation } from '../db/errors';
import type { ResourcesTable } from '../db/schema';
import { resourceColumns } from './entity-columns';
import { columnsOf, fromRow, toRow } from './field-map';

const columns = columnsOf(resourceColumns);

/** The slug belongs to another resource (raised from the database's unique index, not only a pre-check). */
export class SlugTakenError extends Error {
  constructor(public readonly slug: string) {
    super(`Slug "${slug}" is taken`);
  }
}

/** What a write stores: the create shape with every field resolved (slug already made, HTML already sanitized). */
export type ResourceRecord = ResourceCreate;

async function withCategories(db: Kysely<Database>, rows: Selectable<ResourcesTable>[]): Promise<Resource[]> {
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
    categories: byResource.get(row.id) ?? [],
    type: isResourceType(row.type) ? row.type : 'article',
  }));
}

/** Newest publication first. With `publishedBy` (YYYY-MM-DD), only what is published by that day. */
export async function listResources(options: { publishedBy?: string } = {}): Promise<Resource[]> {
  const db = await getDb();
  let query = db.selectFrom('resources').select(columns);
  if (options.publishedBy) query = query.where('published_at', '<=', options.publishedBy);
  const rows = await query.orderBy('published_at', 'desc').orderBy('created_at', 'desc').orderBy('id').execute();
  return withCategories(db, rows);
}

async function findOne(where: { id: string } | { slug: string }, publishedBy?: string): Promise<Resource | null> {
  const db = await getDb();
  let query = db.selectFrom('resources').select(columns);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('slug', '=', where.slug);
  if (publishedBy) query = query.where('published_at', '<=', publishedBy);
  const row = await query.executeTakeFirst();
  return row ? ((await withCategories(db, [row]))[0] ?? null) : null;
}

export const getResource = (id: string) => findOne({ id });
export const getResourceBySlug = (slug: string, publishedBy?: string) => findOne({ slug }, publishedBy);

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

/** Inserts the resource and its categories in one transaction. Throws SlugTakenError. */
export async function createResource(input: ResourceRecord): Promise<Resource> {
  const db = await getDb();
  const id = randomUUID();
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('resources')
        .values(toRow(resourceColumns, { ...input, id, createdAt: now, updatedAt: now }))
        .execute();
      await writeCategories(trx, id, input.categories);
    });
  } catch (error) {
    rethrowSlug(error, input.slug);
  }
  const created = await getResource(id);
  if (!created) throw new Error('Resource vanished after insert');
  return created;
}

/** Replaces the given fields (and categories when given) atomically; null when unknown. Throws SlugTakenError. */
export async function updateResource(id: string, patch: Partial<ResourceRecord>): Promise<Resource | null> {
  const db = await getDb();
  let found = true;
  try {
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('resources')
        .set({ ...toRow(resourceColumns, patch), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      found = Number(result.numUpdatedRows) > 0;
      if (found && patch.categories) await writeCategories(trx, id, patch.categories);
    });
  } catch (error) {
    rethrowSlug(error, patch.slug ?? '');
  }
  return found ? getResource(id) : null;
}

/** Deletes the resource (its categories go by cascade); returns what was deleted, or null when unknown. */
export async function deleteResource(id: string): Promise<{ slug: string } | null> {
  const db = await getDb();
  const row = await db.deleteFrom('resources').where('id', '=', id).returning('slug').executeTakeFirst();
  return row ?? null;
}
