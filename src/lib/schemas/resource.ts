import { z } from './zod';
import { categoryIds, resourceTypes } from '@/lib/categories';
import { isPublicationTime } from '@/lib/site-time';
import { SLUG_MAX_LENGTH, slugify } from '@/lib/slug';
import { imageUrl, optionalText, requiredText, type StoredRecord } from './fields';
import { emptyAsUndefined, pagingFields } from './paging';
import { plainText } from './plain-text';

export const resourceStatuses = ['draft', 'published'] as const;
export type ResourceStatus = (typeof resourceStatuses)[number];

/** Search-result lengths staff are guided to (longer is allowed up to the field's limit, with a warning). */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;

/** The most characters resource content may hold, as sent and as stored (after sanitizing). */
export const RESOURCE_CONTENT_MAX_LENGTH = 200_000;

// A date (00:00 in the site's zone), a wall-clock date and time in the site's zone, or an instant with its
// offset. The service turns it into the UTC instant it stores (src/lib/site-time.ts).
export const publicationTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/, `${label} must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)`)
    .refine(isPublicationTime, `${label} must be a real date`);
const isoDate = publicationTime('Publication date');

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
  status: z.enum(resourceStatuses, { error: 'Status must be draft or published' }),
  unpublishAt: z.union([publicationTime('Unpublish time'), z.literal('')]).nullish().transform((value) => value || null),
  seoTitle: optionalText('Meta title', 200),
  seoDescription: optionalText('Meta description', 500, { multiline: true }),
  socialImageId: z.union([z.uuid({ error: 'Social image must be an image of the media library' }), z.literal('')]).nullish().transform((value) => value || null),
  noindex: z.boolean({ error: 'noindex must be true or false' }),
});

/** POST /api/admin/resources and the add form: slug from the title when empty, type article, date today. */
export const resourceCreateSchema = resourceFields
  .extend({
    slug: resourceFields.shape.slug.optional().default(''),
    content: resourceFields.shape.content.optional().default(''),
    type: resourceFields.shape.type.default('article'),
    // Now, when not given: the service fills it (the zone and the clock are the server's).
    publishedAt: isoDate.optional().default(''),
    status: resourceFields.shape.status.default('published'),
    noindex: resourceFields.shape.noindex.default(false),
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.title) }))
  .refine((value) => value.slug.length > 0, { path: ['slug'], message: 'Slug must contain letters or numbers' });

/** PATCH /api/admin/resources/{id}: any subset; an empty slug is made from the (new or stored) title. */
export const resourceUpdateSchema = resourceFields.partial();

export type ResourceInput = z.input<typeof resourceCreateSchema>;
export type ResourceCreate = z.output<typeof resourceCreateSchema>;
export type ResourceUpdate = z.output<typeof resourceUpdateSchema>;

/**
 * A resource as the API returns it: the fields as stored (publishedAt and unpublishAt as UTC ISO instants), id and
 * timestamps, its revision (bumped by every write; the If-Match of an update) and, in the trash, when it was deleted.
 */
export type Resource = z.output<typeof resourceFields> & StoredRecord & { revision: number; deletedAt: string | null };

/** The admin list's filters by where a resource stands for visitors now (src/lib/publication.ts). */
export const resourceListStates = ['draft', 'scheduled', 'published'] as const;
export type ResourceListState = (typeof resourceListStates)[number];

/** GET /api/admin/resources?type=&state=&page=&pageSize=: one page of the staff list, newest publication first. */
export const resourceListQuerySchema = z.object({
  type: z.preprocess(emptyAsUndefined, z.enum(resourceTypes, { error: 'Type must be article, whitepaper or case-study' }).optional()),
  state: z.preprocess(emptyAsUndefined, z.enum(resourceListStates, { error: 'State must be draft, scheduled or published' }).optional()),
  ...pagingFields(24),
});
export type ResourceListQuery = z.output<typeof resourceListQuerySchema>;
