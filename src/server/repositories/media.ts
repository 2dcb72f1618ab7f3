import 'server-only';
import { sql, type Selectable } from 'kysely';
import { MEDIA_PATH, MEDIA_USAGES, mediaUrl, type MediaUsage } from '@/lib/media';
import type { MediaItem } from '@/lib/schemas/media';
import { getDb } from '../db';
import type { MediaTable } from '../db/schema';

/** One stored file of an image, as the `variants` JSON keeps it. */
export type StoredFile = { file: string; width: number; height: number; format: string; kind: 'original' | 'variant' | 'social' };

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
    variants: files.filter((f) => f.kind !== 'original').map((f) => ({ url: urlOf(f.file), width: f.width, height: f.height, format: f.format })),
    createdAt: row.created_at,
  };
}

export async function insertMedia(media: NewMedia): Promise<MediaItem> {
  const { files, ...rest } = media;
  const row = { ...rest, variants: JSON.stringify(files) };
  const db = await getDb();
  await db.insertInto('media').values(row).execute();
  return toItem(row);
}

export async function getMedia(id: string): Promise<(MediaItem & { files: StoredFile[] }) | null> {
  const db = await getDb();
  const row = await db.selectFrom('media').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? { ...toItem(row), files: storedFiles(row) } : null;
}

/** One page of the library, newest first, and the total count. */
export async function listMedia(page: number, pageSize: number): Promise<{ items: MediaItem[]; total: number }> {
  const db = await getDb();
  const rows = await db.selectFrom('media').select(columns).orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute();
  const count = await db.selectFrom('media').select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return { items: rows.map(toItem), total: Number(count.count) };
}

export async function updateMedia(id: string, changes: { alt?: string; focal_x?: number; focal_y?: number; files?: StoredFile[] }): Promise<boolean> {
  const { files, ...rest } = changes;
  const db = await getDb();
  const result = await db
    .updateTable('media')
    .set({ ...rest, ...(files ? { variants: JSON.stringify(files) } : {}) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMedia(id: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type MediaUse = { resources: number; testimonials: number };

/** Where an image is used: resource covers, social images and content HTML (trashed ones too), testimonial photos. */
export async function mediaUsage(id: string): Promise<MediaUse> {
  const db = await getDb();
  // Matches the relative address and an absolute one on any host; ids are UUIDs, so no LIKE wildcards inside.
  const pattern = `%${MEDIA_PATH}/${id}/%`;
  const resources = await db
    .selectFrom('resources')
    .select(sql<number | string>`count(*)`.as('count'))
    .where((eb) => eb.or([eb('image_url', 'like', pattern), eb('social_image_id', '=', id), eb('content', 'like', pattern)]))
    .executeTakeFirstOrThrow();
  const testimonials = await db.selectFrom('testimonials').select(sql<number | string>`count(*)`.as('count')).where('image_url', 'like', pattern).executeTakeFirstOrThrow();
  return { resources: Number(resources.count), testimonials: Number(testimonials.count) };
}

/** Alt texts of the given ids, in one query (public pages: docs/decisions/0016). */
export async function mediaAltTexts(ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const db = await getDb();
  const rows = await db.selectFrom('media').select(['id', 'alt']).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.alt]));
}
