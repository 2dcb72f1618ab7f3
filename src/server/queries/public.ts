import 'server-only';
import { unstable_cache } from 'next/cache';
import { todayIsoDate } from '@/lib/dates';
import { slugParam } from '@/lib/schemas/fields';
import type { Resource } from '@/lib/schemas/resource';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { cacheTags } from '../cache-tags';
import { getResourceBySlug, listResources } from '../repositories/resources';
import { listTestimonials } from '../repositories/testimonials';

// Tagged so admin writes expire them at once; 60 s bounds staleness on other instances.
const REVALIDATE_SECONDS = 60;

/** Active testimonials, newest first. */
export const getActiveTestimonials: () => Promise<Testimonial[]> = unstable_cache(
  () => listTestimonials({ activeOnly: true }),
  ['public-testimonials'],
  { tags: [cacheTags.testimonials], revalidate: REVALIDATE_SECONDS },
);

/** Resources published by today, newest publication first. */
export const getPublishedResources: () => Promise<Resource[]> = unstable_cache(
  () => listResources({ publishedBy: todayIsoDate() }),
  ['public-resources'],
  { tags: [cacheTags.resources], revalidate: REVALIDATE_SECONDS },
);

/** One published resource, or null when unknown or not yet published. */
export async function getPublishedResourceBySlug(slug: string): Promise<Resource | null> {
  // Each slug is a cache entry: a made-up one must not create one (callers validate too; this is the backstop).
  if (!slugParam.safeParse(slug).success) return null;
  return unstable_cache(() => getResourceBySlug(slug, todayIsoDate()), ['public-resource', slug], {
    tags: [cacheTags.resources, cacheTags.resource(slug)],
    revalidate: REVALIDATE_SECONDS,
  })();
}
