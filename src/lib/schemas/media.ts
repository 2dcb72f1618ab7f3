import { z } from './zod';
import { MEDIA_USAGES, type MediaUsage } from '@/lib/media';
import { plainText } from './plain-text';

/** Alt text: empty means decorative (the upload form asks which, so empty is a choice, not an omission). */
const alt = z.string({ error: 'Alt text must be text' }).trim().check(plainText('Alt text')).max(300, 'Alt text must be at most 300 characters');
const focal = (label: string) => z.number({ error: `${label} must be a number from 0 to 1` }).min(0, `${label} must be from 0 to 1`).max(1, `${label} must be from 0 to 1`);

/** The text fields of POST /api/admin/media (multipart) beside `file`. */
export const mediaUploadFieldsSchema = z.object({
  alt: alt.optional().default(''),
  usage: z.enum(MEDIA_USAGES, { error: `Usage must be one of ${MEDIA_USAGES.join(', ')}` }).optional(),
});

/** PATCH /api/admin/media/{id}: alt text and the focal point of the social crop. */
export const mediaUpdateSchema = z.object({ alt: alt.optional(), focalX: focal('focalX').optional(), focalY: focal('focalY').optional() });
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** `?page=N` of GET /api/admin/media (1 when absent). */
export const mediaPageSchema = z.coerce.number({ error: 'Page must be a whole number from 1' }).int('Page must be a whole number from 1').min(1, 'Page must be a whole number from 1').max(100_000, 'Page is too large');

/** The library's search: words in a file name or an alt text (trimmed; empty is no search). */
export const mediaSearchSchema = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .transform((text) => text || null);

export type MediaVariant = { url: string; width: number; height: number; format: string };

/** A library image as the API returns it. */
export type MediaItem = {
  id: string;
  /** The re-encoded original; its address encodes id and size (src/lib/media.ts). */
  url: string;
  width: number;
  height: number;
  alt: string;
  mimeType: string;
  bytes: number;
  originalName: string;
  usage: MediaUsage | null;
  focalX: number;
  focalY: number;
  /** The 1200×630 JPEG for social cards. */
  socialUrl: string;
  variants: MediaVariant[];
  createdAt: string;
};

export type MediaPage = { items: MediaItem[]; page: number; pageSize: number; total: number; pageCount: number };
