import 'server-only';
import { containsText } from './text-search';
import { sql, type Selectable } from 'kysely';
import { MEDIA_USAGES, mediaUrl, type MediaUsage } from '@/lib/media';
import type { MediaItem } from '@/lib/schemas/media';
import { getDb } from '../db';
import type { MediaTable } from '../db/schema';
import { fieldChanges, recordAudit } from './audit-log';
import { replaceMediaReferences } from './media-usage';

export { mediaUsage, type MediaUse } from './media-usage';

/** One stored file of an image, as the `variants` JSON keeps it. */
/** A stored file of an image: `previous` ones are an earlier upload's, kept for the versions and caches naming them. */
export type StoredFile = { file: string; width: number; height: number; format: string; kind: 'original' | 'variant' | 'social' | 'previous' };

export type NewMedia = Omit<MediaTable, 'variants'> & { files: StoredFile[] };

const columns = ['id', 'storage_key', 'original_name', 'mime_type', 'width', 'height', 'bytes', 'alt', 'focal_x', 'focal_y', 'variants', 'usage', 'created_at'] as const;

// PostgreSQL `real` reads 0.3 back as 0.30000001192…
const fraction = (value: number) => Math.round(Number(value) * 10_000) / 10_000;

export function storedFiles(row: Pick<MediaTable, 'variants'>): StoredFile[] {
  return JSON.parse(row.variants) as StoredFile[];
}

function toItem(row: Pick<Selectable<MediaTable>, (typeof columns)[number]>): MediaItem {
  const files = storedFiles(row);
  const urlOf = (file: string) => mediaUrl(row.id, file);
  const original = files.find((f) => f.kind === 'original');
  const social = files.find((f) => f.kind === 'social');
  return {
    id: row.id,
    url: urlOf(original?.file ?? ''),
    width: Number(row.width),
    height: Number(row.height),
    alt: row.alt,
    mimeType: row.mime_type,
    bytes: Number(row.bytes),
    originalName: row.original_name,
    usage: MEDIA_USAGES.includes(row.usage as MediaUsage) ? (row.usage as MediaUsage) : null,
    focalX: fraction(row.focal_x),
    focalY: fraction(row.focal_y),
    socialUrl: urlOf(social?.file ?? ''),
    variants: files.filter((f) => f.kind === 'variant' || f.kind === 'social').map((f) => ({ url: urlOf(f.file), width: f.width, height: f.height, format: f.format })),
    createdAt: row.created_at,
  };
}

// What an audit entry says of an image's file (the bytes themselves are in the store, not the log).
const fileFacts = (row: Pick<MediaTable, 'original_name' | 'bytes' | 'mime_type' | 'width' | 'height'>) => ({
  filename: row.original_name,
  size: Number(row.bytes),
  type: row.mime_type,
  width: Number(row.width),
  height: Number(row.height),
});

/** The row of an upload whose files are stored, and its audit entry, in one transaction. */
export async function insertMedia(media: NewMedia): Promise<MediaItem> {
  const { files, ...rest } = media;
  const row = { ...rest, variants: JSON.stringify(files) };
  await (await getDb()).transaction().execute(async (trx) => {
    await trx.insertInto('media').values(row).execute();
    await recordAudit(trx, { action: 'create', entity: 'media', entityId: row.id, changes: fieldChanges(null, { ...fileFacts(row), alt: row.alt }) });
  });
  return toItem(row);
}

export async function getMedia(id: string): Promise<(MediaItem & { files: StoredFile[] }) | null> {
  const db = await getDb();
  const row = await db.selectFrom('media').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? { ...toItem(row), files: storedFiles(row) } : null;
}

/** A page of the library, newest first; with `query`, only the images whose file name or alt text contains it. */
export async function listMedia(page: number, pageSize: number, query: string | null = null): Promise<{ items: MediaItem[]; total: number }> {
  const db = await getDb();
  const base = db.selectFrom('media').$if(query !== null, (qb) => qb.where((eb) => containsText(eb, ['original_name', 'alt'], query!)));
  const rows = await base.select(columns).orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute();
  const count = await base.select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return { items: rows.map(toItem), total: Number(count.count) };
}

/** Alt text, focal point and files; the alt and focal point changed are recorded in the audit log, in the same transaction. */
export async function updateMedia(id: string, changes: { alt?: string; focal_x?: number; focal_y?: number; files?: StoredFile[] }): Promise<boolean> {
  const { files, ...rest } = changes;
  return (await getDb()).transaction().execute(async (trx) => {
    const before = await trx.selectFrom('media').select(['alt', 'focal_x', 'focal_y']).where('id', '=', id).executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable('media')
      .set({ ...rest, ...(files ? { variants: JSON.stringify(files) } : {}) })
      .where('id', '=', id)
      .execute();
    const edited = (row: { alt: string; focal_x: number; focal_y: number }) => ({ alt: row.alt, focalX: fraction(row.focal_x), focalY: fraction(row.focal_y) });
    // A field left out (undefined) keeps its value, as in the update itself.
    const after = { alt: rest.alt ?? before.alt, focal_x: rest.focal_x ?? before.focal_x, focal_y: rest.focal_y ?? before.focal_y };
    await recordAudit(trx, { action: 'update', entity: 'media', entityId: id, changes: fieldChanges(edited(before), edited(after)) });
    return true;
  });
}

/** Deletes the row (its files are the caller's to remove) and records it; whether there was one. */
export async function deleteMedia(id: string): Promise<boolean> {
  return (await getDb()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('media').where('id', '=', id).returning(['original_name', 'alt']).executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, { action: 'delete', entity: 'media', entityId: id, changes: { filename: row.original_name, alt: row.alt } });
    return true;
  });
}

/**
 * A new file for an image, in one transaction: its row (the new file's type, size and name; its files, the old ones
 * kept as previous), every use of its old original's address, and the audit entry (the file before and after).
 * Returns the kinds whose content changed.
 */
export async function replaceMediaFile(id: string, changes: { mime_type: string; width: number; height: number; bytes: number; original_name: string; files: StoredFile[] }, fromUrl: string, toUrl: string): Promise<string[]> {
  const { files, ...rest } = changes;
  return (await getDb()).transaction().execute(async (trx) => {
    const before = await trx.selectFrom('media').select(['original_name', 'bytes', 'mime_type', 'width', 'height']).where('id', '=', id).executeTakeFirst();
    // Deleted meanwhile: nothing to replace (the caller answers 404).
    if (!before) return [];
    await trx.updateTable('media').set({ ...rest, variants: JSON.stringify(files) }).where('id', '=', id).execute();
    await recordAudit(trx, { action: 'replace', entity: 'media', entityId: id, changes: fieldChanges(fileFacts(before), fileFacts(rest)) });
    return replaceMediaReferences(trx, fromUrl, toUrl);
  });
}

/** Alt texts of the given ids, in one query (public pages: docs/decisions/0016). */
export async function mediaAltTexts(ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const db = await getDb();
  const rows = await db.selectFrom('media').select(['id', 'alt']).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.alt]));
}
