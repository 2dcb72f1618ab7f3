import 'server-only';
import type { Resource } from '@/lib/schemas/resource';
import type { ResourcesTable } from '../db/schema';

// One table-to-API map per entity: the repositories' select lists, row mappers and write values, and the seed,
// derive from these. `satisfies` makes a missing API field or a misspelt column a type error.

// Categories live in resource_categories, written and read beside the row.
export const resourceColumns = {
  id: 'id',
  title: 'title',
  slug: 'slug',
  description: 'description',
  content: 'content',
  imageUrl: 'image_url',
  type: 'type',
  publishedAt: 'published_at',
  status: 'status',
  unpublishAt: 'unpublish_at',
  seoTitle: 'seo_title',
  seoDescription: 'seo_description',
  socialImageId: 'social_image_id',
  noindex: 'noindex',
  deletedAt: 'deleted_at',
  revision: 'revision',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<Exclude<keyof Resource, 'categories'>, keyof ResourcesTable>;
