import 'server-only';
import { sql, type Kysely } from 'kysely';
import { columnName, type Kind } from '@/kit/define-kind';
import type { Field } from '@/kit/fields';
import { kinds } from '@/kinds/registry';
import { MEDIA_PATH } from '@/lib/media';
import { getDb } from '../db';
import type { Database } from '../db/schema';

// Where an image of the library is used, and pointing those uses at a replacement (a file replaced in place): every
// field of every kind on the content kit that may name one (docs/decisions/0036): an image's address, formatted text
// (a resource's content), a library image by id (a social image).

/** Where an image is used: a count per kind of content, named for the message ("1 resource", "2 testimonials"). */
export type MediaUse = Array<{ singular: string; plural: string; count: number }>;

/** Whether a field holds an image address (formatted text may hold several), or holds fields that may (a group, a list, blocks). */
function hasImage(field: Field): boolean {
  if (field.type === 'image' || field.type === 'richText') return true;
  if (field.type === 'group') return Object.values(field.fields).some(hasImage);
  if (field.type === 'list') return hasImage(field.of);
  if (field.type === 'blocks') return field.blocks.some((block) => Object.values(block.fields).some(hasImage));
  return false;
}

/**
 * Where an image is used, counted per kind (documents in a trash too): a column of its table that names it (an image
 * field or formatted text by its address, a media field by its id), or anywhere in a document's JSON.
 */
export async function mediaUsage(id: string, contentKinds: readonly Kind[] = kinds): Promise<MediaUse> {
  const db = await getDb();
  // Matches the relative address and an absolute one on any host; ids are UUIDs, so no LIKE wildcards inside.
  const pattern = `%${MEDIA_PATH}/${id}/%`;
  const count = sql<number | string>`count(*)`.as('count');
  const use: MediaUse = [];
  for (const kind of contentKinds) {
    const imageFields = Object.entries(kind.fields).filter(([, field]) => hasImage(field));
    const mediaFields = Object.entries(kind.fields).filter(([, field]) => field.type === 'media');
    if (imageFields.length === 0 && mediaFields.length === 0) continue;
    const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const row =
      'table' in kind.storage
        ? await loose
            .selectFrom(kind.storage.table)
            .select(count)
            .where((eb) => eb.or([...imageFields.map(([key]) => eb(columnName(key), 'like', pattern)), ...mediaFields.map(([key]) => eb(columnName(key), '=', id))]))
            .executeTakeFirstOrThrow()
        : await db.selectFrom('documents').select(count).where('kind', '=', kind.key).where('data', 'like', pattern).executeTakeFirstOrThrow();
    use.push({ singular: kind.labels.singular.toLowerCase(), plural: kind.labels.plural.toLowerCase(), count: Number(row.count) });
  }
  return use;
}

/**
 * Points every use of an image's original at its replacement, in the places mediaUsage counts by address: image fields
 * and formatted text of every kind (columns, and documents' published values and drafts; a media field's id stays). Saved versions keep
 * the old address, whose files stay; a document's revision moves, so an editor open on the old value is told rather
 * than writing it back. In the caller's transaction, so the rows and the image change together.
 * Returns the keys of the kinds it changed, for the caches to expire.
 */
export async function replaceMediaReferences(db: Kysely<Database>, fromUrl: string, toUrl: string, contentKinds: readonly Kind[] = kinds): Promise<string[]> {
  const swap = (column: string) => sql<string>`replace(${sql.ref(column)}, ${fromUrl}, ${toUrl})`;
  const pattern = `%${fromUrl}%`;
  const changed: string[] = [];
  for (const kind of contentKinds) {
    const imageFields = Object.entries(kind.fields).filter(([, field]) => hasImage(field));
    if (imageFields.length === 0) continue;
    let rows = 0;
    if ('table' in kind.storage) {
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const [key] of imageFields) {
        const result = await loose.updateTable(kind.storage.table).set({ [columnName(key)]: swap(columnName(key)) }).where(columnName(key), 'like', pattern).executeTakeFirst();
        rows += Number(result.numUpdatedRows);
      }
    } else {
      for (const column of ['data', 'draft'] as const) {
        const result = await db.updateTable('documents').set({ [column]: swap(column), revision: sql<number>`revision + 1` }).where('kind', '=', kind.key).where(column, 'like', pattern).executeTakeFirst();
        rows += Number(result.numUpdatedRows);
      }
    }
    if (rows > 0) changed.push(kind.key);
  }
  return changed;
}

