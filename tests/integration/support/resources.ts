import { resourceCreateSchema, type Resource, type ResourceCreate, type ResourceInput } from '@/lib/schemas/resource';
import { DEFAULT_SITE_TIMEZONE, publicationInstant } from '@/lib/site-time';
import { resources } from '@/kinds/resources/definition';
import { kindParts } from '@/kit/server/kind-api';
import type { Author, TableStore, WriteOptions } from '@/kit/server/table-store';

/** Who the store-level tests save as. */
export const TEST_AUTHOR: Author = { id: 'user-1', name: 'Staff' };

/** What the resources' store keeps: every field resolved (slug made, times as UTC instants, content a string). */
export type ResourceRecord = Omit<ResourceCreate, 'publishedAt' | 'content'> & { publishedAt: string; content: string };

/** A record the store keeps, from API-style input (publication time resolved as the service does). */
export function resourceRecord(input: ResourceInput): ResourceRecord {
  const parsed = resourceCreateSchema.parse(input);
  const publishedAt = parsed.publishedAt ? publicationInstant(parsed.publishedAt, DEFAULT_SITE_TIMEZONE)! : new Date().toISOString();
  return { ...parsed, content: parsed.content ?? '', publishedAt };
}

/** The resources' table store (the content kit's), below the service's rules: what the seed and scripts write with. */
export const resourceStore = () => kindParts<Resource>(resources).store as TableStore<Resource>;

export const createResource = (record: ResourceRecord, author: Author = TEST_AUTHOR) => resourceStore().create(record, { author });
export const updateResource = (id: string, patch: Partial<ResourceRecord>, options: WriteOptions = { author: TEST_AUTHOR }) => resourceStore().update(id, patch, options);
