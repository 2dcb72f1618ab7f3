/** Where a resource stands for visitors at an instant (docs/decisions/0015). */
export type PublicationState = 'draft' | 'scheduled' | 'published' | 'unpublished';

/** What the rule reads of a resource (its definition uses the rule, so this is not derived from it). */
type Timing = { status: string; publishedAt: string; unpublishAt: string | null; deletedAt?: string | null };

/**
 * The one rule of "visitors see it now", written in SQL once more in the repository's `live` scope: published,
 * its publication time reached, its unpublish time (if any) not yet, not in the trash.
 */
export function publicationState(resource: Timing, now: Date = new Date()): PublicationState {
  if (resource.status === 'draft') return 'draft';
  const at = now.getTime();
  if (Date.parse(resource.publishedAt) > at) return 'scheduled';
  if (resource.unpublishAt && Date.parse(resource.unpublishAt) <= at) return 'unpublished';
  return 'published';
}

export function isLive(resource: Timing, now: Date = new Date()): boolean {
  return !resource.deletedAt && publicationState(resource, now) === 'published';
}
