import { resourceCreateSchema, type ResourceInput } from '@/lib/schemas/resource';
import { DEFAULT_SITE_TIMEZONE, publicationInstant } from '@/lib/site-time';
import type { Author, ResourceRecord } from '@/server/repositories/resources';

/** Who the repository-level tests save as. */
export const TEST_AUTHOR: Author = { id: 'user-1', name: 'Staff' };

/** A record the repository stores, from API-style input (publication time resolved as the service does). */
export function resourceRecord(input: ResourceInput): ResourceRecord {
  const parsed = resourceCreateSchema.parse(input);
  const publishedAt = parsed.publishedAt ? publicationInstant(parsed.publishedAt, DEFAULT_SITE_TIMEZONE)! : new Date().toISOString();
  return { ...parsed, content: parsed.content ?? '', publishedAt };
}
