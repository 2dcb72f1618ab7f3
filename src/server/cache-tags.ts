import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { publishChange } from './revalidation/publish';
import { forgetServedPages } from './served-pages';
import { RESOURCES_PATH, resourceFeedPath, resourceOgPath } from '@/lib/routes';

/** Cache tags of the public reads (src/server/queries/public.ts). */
export const cacheTags = {
  testimonials: 'testimonials',
  resources: 'resources',
  resource: (slug: string) => `resource:${slug}`,
} as const;

export type PublicContentChange =
  | { kind: 'testimonials' }
  | { kind: 'resources'; slugs?: string[]; removedPaths?: string[] }
  // Everything public: an instance that may have missed changes (listener reconnected, fresh start).
  | { kind: 'all' };

/**
 * Called by every admin write: expires this instance's cache now and tells the other instances (PostgreSQL
 * NOTIFY, docs/decisions/0012); a failed publish is logged and leaves them the 60 s bound.
 */
export function revalidatePublicContent(change: PublicContentChange): void {
  revalidateLocalContent(change);
  publishChange(change);
}

/**
 * Expires this instance's cache only: the tags now (`expire: 0`; Next 16's one-argument form is deprecated
 * and 'max' would serve stale once), the old paths of a renamed or removed resource, and the sitemap; and the
 * production server's served-page cache. Needs a Next request scope (a route handler or server action).
 */
export function revalidateLocalContent(change: PublicContentChange): void {
  forgetServedPages();
  if (change.kind === 'all') {
    // A catch-up, not a known write: marked stale rather than expired, so a page whose regeneration fails (the
    // database is down just then) keeps serving its last good version instead of an error.
    revalidateTag(cacheTags.testimonials, 'max');
    revalidateTag(cacheTags.resources, 'max');
    return;
  }
  if (change.kind === 'testimonials') {
    revalidateTag(cacheTags.testimonials, { expire: 0 });
    revalidatePath('/');
    return;
  }
  revalidateTag(cacheTags.resources, { expire: 0 });
  for (const slug of new Set(change.slugs ?? [])) {
    revalidateTag(cacheTags.resource(slug), { expire: 0 });
    revalidatePath(resourceOgPath(slug));
  }
  for (const path of new Set(change.removedPaths ?? [])) revalidatePath(path);
  revalidatePath(RESOURCES_PATH);
  revalidatePath('/sitemap.xml');
  revalidatePath(resourceFeedPath);
}
