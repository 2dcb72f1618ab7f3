import 'server-only';
import { unstable_cache } from 'next/cache';
import { slugParam } from '@/lib/schemas/fields';
import type { Resource } from '@/lib/schemas/resource';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { cacheTags } from '../cache-tags';
import { getLiveResourceBySlug, listResources } from '../repositories/resources';
import { listActiveTestimonials } from '../entities/testimonials';
import { findRedirect } from '../repositories/redirects';

// Tagged so admin writes expire them at once; 60 s bounds staleness on other instances.
const REVALIDATE_SECONDS = 60;

/** Active testimonials, newest first. */
export const getActiveTestimonials: () => Promise<Testimonial[]> = unstable_cache(
  listActiveTestimonials,
  ['public-testimonials'],
  { tags: [cacheTags.testimonials], revalidate: REVALIDATE_SECONDS },
);

/**
 * Resources live now, newest publication first. A publication or unpublication time passing expires this at once
 * (src/server/publishing/schedule-watcher.ts); the 60 s bound is only the backstop.
 */
export const getPublishedResources: () => Promise<Resource[]> = unstable_cache(
  () => listResources({ live: new Date() }),
  ['public-resources'],
  { tags: [cacheTags.resources], revalidate: REVALIDATE_SECONDS },
);

/** One resource live now, or null when unknown, a draft, scheduled, unpublished or in the trash. */
export async function getPublishedResourceBySlug(slug: string): Promise<Resource | null> {
  // Each slug is a cache entry: a made-up one must not create one (callers validate too; this is the backstop).
  if (!slugParam.safeParse(slug).success) return null;
  return unstable_cache(() => getLiveResourceBySlug(slug, new Date()), ['public-resource', slug], {
    tags: [cacheTags.resources, cacheTags.resource(slug)],
    revalidate: REVALIDATE_SECONDS,
  })();
}

/**
 * Where an unknown resource address moved to (a 308), or null. Read only for an address with no live resource;
 * the page's own cache keeps the answer, and every redirect change expires that path.
 */
export const getRedirectFor = (path: string): Promise<string | null> => findRedirect(path);
