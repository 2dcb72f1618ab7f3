import 'server-only';
import { publicationInstant } from '@/lib/site-time';
import { siteTimeZone } from '@/server/env';
import { getMedia } from '@/server/repositories/media';
import type { Fields } from '../fields';
import type { Refusal } from '../define-kind';

// What the server does with parsed values before a table kind stores them, for the field types whose meaning needs
// the server: its clock and zone (a publication time), its media library (an image chosen from it).

/** Shown when a media field names an image that is not in the library (deleted since the form was opened). */
export const MEDIA_MISSING = 'This image is not in the media library (it may have been deleted)';

/**
 * Publication times as stored: a UTC instant, a date or a wall-clock time read in the site's time zone, '' (a
 * required one left empty) as now. Formatted text left out is empty text (its column holds no null). Other values as
 * they were.
 */
export function storedValues<V extends Record<string, unknown>>(fields: Fields, values: V, now = new Date()): V {
  const out: Record<string, unknown> = { ...values };
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === 'richText' && out[key] === null) out[key] = '';
    if (field.type !== 'dateTime' || typeof out[key] !== 'string') continue;
    out[key] = out[key] === '' ? now.toISOString() : publicationInstant(out[key] as string, siteTimeZone());
  }
  return out as V;
}

/** The first media field whose image is not in the library, as a 400 on that field; null when all are there. */
export async function missingMediaRefusal(fields: Fields, values: Record<string, unknown>): Promise<Refusal | null> {
  for (const [key, field] of Object.entries(fields)) {
    const id = values[key];
    if (field.type === 'media' && typeof id === 'string' && id !== '' && !(await getMedia(id))) return { field: key, message: MEDIA_MISSING, invalid: true };
  }
  return null;
}
