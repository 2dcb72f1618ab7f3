import { z } from './zod';
import { categoryIds, resourceTypes } from '@/lib/categories';
import { todayIsoDate } from '@/lib/dates';
import { SLUG_MAX_LENGTH, slugify } from '@/lib/slug';
import { imageUrl, requiredText, type StoredRecord } from './fields';
import { plainText } from './plain-text';

/** The most characters resource content may hold, as sent and as stored (after sanitizing). */
export const RESOURCE_CONTENT_MAX_LENGTH = 200_000;

const isoDate = z
  .string({ error: 'Publication date is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Publication date must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Publication date must be a real date');

const resourceFields = z.object({
  title: requiredText('Title', 200),
  // Normalised with the slug rule; an empty slug is filled from the title before storing.
  slug: z.string().trim().check(plainText('Slug')).max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`).transform(slugify),
  description: requiredText('Description', 5000, { multiline: true }),
  content: z
    .string()
    .check(plainText('Content', { multiline: true }))
    .max(RESOURCE_CONTENT_MAX_LENGTH, `Content must be at most ${RESOURCE_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`),
  imageUrl,
  categories: z
    .array(z.enum(categoryIds, { error: 'Unknown category' }), { error: 'Please select at least one category' })
    .min(1, 'Please select at least one category')
    .transform((ids) => [...new Set(ids)]),
  type: z.enum(resourceTypes, { error: 'Type must be article, whitepaper or case-study' }),
  publishedAt: isoDate,
});

/** POST /api/admin/resources and the add form: slug from the title when empty, type article, date today. */
export const resourceCreateSchema = resourceFields
  .extend({
    slug: resourceFields.shape.slug.optional().default(''),
    content: resourceFields.shape.content.optional().default(''),
    type: resourceFields.shape.type.default('article'),
    publishedAt: isoDate.optional().default(() => todayIsoDate()),
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.title) }))
  .refine((value) => value.slug.length > 0, { path: ['slug'], message: 'Slug must contain letters or numbers' });

/** PATCH /api/admin/resources/{id}: any subset; an empty slug is made from the (new or stored) title. */
export const resourceUpdateSchema = resourceFields.partial();

export type ResourceInput = z.input<typeof resourceCreateSchema>;
export type ResourceCreate = z.output<typeof resourceCreateSchema>;
export type ResourceUpdate = z.output<typeof resourceUpdateSchema>;

/** A resource as the API returns it: the fields as stored, plus id and timestamps. */
export type Resource = z.output<typeof resourceFields> & StoredRecord;
