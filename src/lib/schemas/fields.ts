import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';

/** A required text field: trimmed, not empty, bounded. */
export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** An optional text field: trimmed; empty or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** An image address: an http(s) URL or a path on this site (`/images/x.svg`); empty becomes null. */
export const imageUrl = z
  .string()
  .trim()
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine((value) => value === '' || SITE_PATH.test(value) || isHttpUrl(value), 'Image URL must be an http(s) URL or a path on this site')
  .nullish()
  .transform((value) => (value ? value : null));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An id in a route: the UUIDs this app creates. */
export const idParam = z.uuid({ error: 'Invalid id' });

/** A slug in a route (API and page): only what slugify can produce, so made-up ones never reach a query or cache. */
export const slugParam = z.string().max(SLUG_MAX_LENGTH, 'Invalid slug').regex(SLUG_PATTERN, 'Invalid slug');
