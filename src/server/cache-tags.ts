import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';

/** Cache tags of the public reads (src/server/queries/public.ts). */
export const cacheTags = {
  testimonials: 'testimonials',
  resources: 'resources',
  resource: (slug: string) => `resource:${slug}`,
} as const;

export type PublicContentChange =
  | { kind: 'testimonials' }
  | { kind: 'resources'; slugs?: string[]; removedPaths?: string[] };

/**
 * Called by every admin write: expires the tags now (`expire: 0`; Next 16's one-argument form is deprecated
 * and 'max' would serve stale once), and the old paths of a renamed or removed resource, and the sitemap.
 */
export function revalidatePublicContent(change: PublicContentChange): void {
  if (change.kind === 'testimonials') {
    revalidateTag(cacheTags.testimonials, { expire: 0 });
    revalidatePath('/');
    return;
  }
  revalidateTag(cacheTags.resources, { expire: 0 });
  for (const slug of new Set(change.slugs ?? [])) revalidateTag(cacheTags.resource(slug), { expire: 0 });
  for (const path of new Set(change.removedPaths ?? [])) revalidatePath(path);
  revalidatePath('/resources');
  revalidatePath('/sitemap.xml');
}
