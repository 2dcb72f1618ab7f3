import type { z } from './zod';
import { type StoredRecord } from './fields';
import { resources } from '@/kinds/resources/definition';
import type { ValuesOf } from '@/kit/fields';

export { publicationTime } from '@/kit/field-schemas';

export const resourceStatuses = ['draft', 'published'] as const;
export type ResourceStatus = (typeof resourceStatuses)[number];

// The rules are the resources' definition's (src/kinds/resources/definition.ts): the API and the staff form parse with
// the schemas the kit derives from its fields.

/**
 * POST /api/admin/resources and the add form: the slug made from the title when empty, type article, status
 * published, the publication time now (the server's clock and zone) when not given.
 */
export const resourceCreateSchema = resources.schemas.create as unknown as z.ZodType<ResourceCreate, ResourceInput>;

/** PATCH /api/admin/resources/{id}: any subset; an empty slug is made from the (new or stored) title. */
export const resourceUpdateSchema = resources.schemas.update as unknown as z.ZodType<ResourceUpdate, Partial<ResourceInput>>;

/** A resource's fields as the API takes and answers them; its content is '' when it has none. */
type ResourceValues = Omit<ValuesOf<typeof resources.fields>, 'content'> & { content: string };
/** What the add form and POST may send: the title, description and categories, and any other field. */
export type ResourceInput = Partial<Omit<ResourceValues, 'content'>> & { content?: string | null };
/** A create once parsed: every field, its content null when it has none. */
export type ResourceCreate = Omit<ResourceValues, 'content'> & { content: string | null };
export type ResourceUpdate = Partial<ResourceCreate>;

/**
 * A resource as the API returns it: the fields as stored (publishedAt and unpublishAt as UTC ISO instants), id and
 * timestamps, its revision (bumped by every write; the If-Match of an update) and, in the trash, when it was deleted.
 */
export type Resource = ResourceValues & StoredRecord & { revision: number; deletedAt: string | null };
