import { z } from './zod';
import { isLoadableImageUrl } from '@/lib/image-url';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';
import { plainText } from './plain-text';

/** What every stored entity carries beside its own fields (ISO timestamps). */
export type StoredRecord = { id: string; createdAt: string; updatedAt: string };

type TextOptions = { multiline?: boolean };

/** A required text field: trimmed, plain text (line breaks only when `multiline`), not empty, bounded. */
export const requiredText = (label: string, max: number, options: TextOptions = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .check(plainText(label, options))
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text field: trimmed, plain text; empty or missing becomes null. */
export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  z
    .string()
    .trim()
    .check(plainText(label, options))
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An image address: an http(s) URL or a path on this site (`/images/x.svg`); empty becomes null. */
export const imageAddress = (label: string) =>
  z
    .string()
    .trim()
    .check(plainText(label))
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => value === '' || isLoadableImageUrl(value), `${label} must be an http(s) URL or a path on this site`)
    .nullish()
    .transform((value) => (value ? value : null));

export const imageUrl = imageAddress('Image URL');

/** An id in a route: the UUIDs this app creates. */
export const idParam = z.uuid({ error: 'Invalid id' });

/** A slug in a route (API and page): only what slugify can produce, so made-up ones never reach a query or cache. */
export const slugParam = z.string().max(SLUG_MAX_LENGTH, 'Invalid slug').regex(SLUG_PATTERN, 'Invalid slug');
