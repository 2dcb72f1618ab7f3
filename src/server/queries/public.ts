import 'server-only';
import { PRIVACY_TEXT_VERSION } from '@/lib/leads';
import { unstable_cache } from 'next/cache';
import { slugParam } from '@/lib/schemas/fields';
import type { Resource } from '@/lib/schemas/resource';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { cacheTags } from '../cache-tags';
import { getLiveResourceBySlug, listResources } from '../repositories/resources';
import { kindParts } from '@/kit/server/kind-api';
import { testimonials } from '@/kinds/testimonials/definition';
import { pages } from '@/kinds/pages/definition';
import { navigation } from '@/kinds/navigation/definition';
import { navigationSeed } from '@/kinds/navigation/seed';
import { footer } from '@/kinds/footer/definition';
import { footerSeed } from '@/kinds/footer/seed';
import { settings } from '@/kinds/settings/definition';
import { settingsSeed } from '@/kinds/settings/seed';
import type { Kind } from '@/kit/define-kind';
import { documentStore } from '@/kit/server/document-store';
import { isAddress } from '@/kit/field-schemas';
import type { DocumentOf } from '@/kit/define-kind';
import { kindTag } from '@/kit/define-kind';
import { findRedirect } from '../repositories/redirects';

// Tagged so admin writes expire them at once; 60 s bounds staleness on other instances.
export const REVALIDATE_SECONDS = 60;

/**
 * The active testimonials a public read shows, as the spec's call answers them: their fields, id and times, not the
 * revision staff saves name (an internal count, ADR 36).
 */
async function activeTestimonials(options: { limit?: number; where?: Record<string, unknown> } = {}): Promise<Testimonial[]> {
  const docs = await kindParts<Testimonial & { revision?: number }>(testimonials).store.list({ visibleOnly: true, ...options });
  return docs.map(({ revision: _revision, ...doc }) => doc);
}

/** Active testimonials, newest first. */
export const getActiveTestimonials: () => Promise<Testimonial[]> = unstable_cache(
  () => activeTestimonials(),
  ['public-testimonials'],
  { tags: [cacheTags.testimonials], revalidate: REVALIDATE_SECONDS },
);

/**
 * What the home page shows of the active testimonials: the newest `HOME_TESTIMONIALS` (the carousel, and the results
 * of those with a metric). A bound, so a thousand testimonials make no bigger a page (issue 21, content at scale).
 */
export const HOME_TESTIMONIALS = 12;
export const getHomeTestimonials: () => Promise<Testimonial[]> = unstable_cache(
  () => activeTestimonials({ limit: HOME_TESTIMONIALS }),
  ['public-home-testimonials'],
  { tags: [cacheTags.testimonials], revalidate: REVALIDATE_SECONDS },
);

/** The active testimonials staff featured, newest first, as many as the home page may show. */
const getFeaturedTestimonials: () => Promise<Testimonial[]> = unstable_cache(
  () => activeTestimonials({ limit: HOME_TESTIMONIALS, where: { isFeatured: true } }),
  ['public-featured-testimonials'],
  { tags: [cacheTags.testimonials], revalidate: REVALIDATE_SECONDS },
);

/**
 * What a testimonials carousel shows: the featured ones when it asks for them and staff featured some (else the
 * newest, so it is never empty for want of a choice), then at most `count`.
 */
export async function carouselTestimonials(selection: 'latest' | 'featured', count: number): Promise<Testimonial[]> {
  const featured = selection === 'featured' ? await getFeaturedTestimonials() : [];
  return (featured.length > 0 ? featured : await getHomeTestimonials()).slice(0, count);
}

/** The newest live resources, at most `count`: the home page's insights (it reads no more than it shows). */
export const getLatestResources = (count: number): Promise<Resource[]> =>
  unstable_cache(() => listResources({ live: new Date() }, { limit: count }), ['public-latest-resources', String(count)], { tags: [cacheTags.resources], revalidate: REVALIDATE_SECONDS })();

/**
 * Resources live now, newest publication first. A publication or unpublication time passing expires this at once
 * (src/server/publishing/schedule-watcher.ts); the 60 s bound is only the backstop.
 */
export const getPublishedResources: () => Promise<Resource[]> = unstable_cache(
  () => listResources({ live: new Date() }),
  ['public-resources'],
  { tags: [cacheTags.resources], revalidate: REVALIDATE_SECONDS },
);

/** Thrown inside the cached lookup when no resource is live at a slug, so that the miss is not cached. */
class NoLiveResource extends Error {}

/** One resource live now, or null when unknown, a draft, scheduled, unpublished or in the trash. */
export async function getPublishedResourceBySlug(slug: string): Promise<Resource | null> {
  // Each slug is a cache entry: a made-up one must not create one (callers validate too; this is the backstop).
  if (!slugParam.safeParse(slug).success) return null;
  const cached = unstable_cache(
    async () => {
      const resource = await getLiveResourceBySlug(slug, new Date());
      // Only a live resource is kept: a miss cached per slug would let well-formed made-up slugs fill the data cache
      // on disk without bound (issue 20). A miss costs one indexed query, and its page is a 404 that is not kept.
      if (!resource) throw new NoLiveResource();
      return resource;
    },
    ['public-resource', slug],
    { tags: [cacheTags.resources, cacheTags.resource(slug)], revalidate: REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof NoLiveResource) return null;
    throw error;
  }
}

/**
 * Where an unknown resource address moved to (a 308), or null. Read only for an address with no live resource;
 * the page's own cache keeps the answer, and every redirect change expires that path.
 */
export const getRedirectFor = (path: string): Promise<string | null> => findRedirect(path);

/** A page kept in the CMS (src/kinds/pages), as the site shows it. */
export type SitePage = DocumentOf<typeof pages.fields> & { publishedAt: string | null };

const pageStore = () => documentStore<SitePage>(pages);

/** Thrown inside the cached lookup when no document is at an address, so that the miss is not cached. */
class NoDocument extends Error {}

/** Every live page, as the sitemap and the prerendering at build list them. */
export const getPublishedPages: () => Promise<SitePage[]> = unstable_cache(() => pageStore().list(), ['public-pages'], {
  tags: [kindTag(pages.key)],
  revalidate: REVALIDATE_SECONDS,
});

/**
 * The published document of a kind at an address (a page, a job opening), or null, cached under the kind's tag. A
 * made-up address is never queried or cached (as resources' slugs), nor is a miss.
 */
export async function publishedAt<Doc extends { id: string }>(kind: Kind, path: string): Promise<Doc | null> {
  if (!isAddress(path)) return null;
  const cached = unstable_cache(
    async () => {
      const found = await documentStore<Doc>(kind).getByAddress(path);
      if (!found) throw new NoDocument();
      return found;
    },
    [`public-${kind.key}-at`, path],
    { tags: [kindTag(kind.key)], revalidate: REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof NoDocument) return null;
    throw error;
  }
}

/** The page at an address, or null. */
export const getPublishedPage = (path: string): Promise<SitePage | null> => publishedAt<SitePage>(pages, path);

/**
 * The version of the privacy policy visitors are shown now: the "Last updated" date of the published policy page
 * (staff may edit it; a site seeded earlier shows its own text), so a consent records the text its person saw. The
 * seed's version while no policy page is published.
 */
export async function privacyTextVersion(): Promise<string> {
  // Read as it is now, not through the pages' cache: a consent is given rarely, and must name what was shown.
  const page = await pageStore().getByAddress('/privacy-policy');
  const legal = page?.blocks?.find((block): block is Extract<typeof block, { type: 'legal' }> => block.type === 'legal');
  return legal?.lastUpdated ?? PRIVACY_TEXT_VERSION;
}

/**
 * The published document of a singleton kind (the navigation, the footer), cached under the kind's tag, which every
 * page that shows it then carries: a publication expires them all. Before the seed has run (a database being made),
 * the seed's own values, so a page never fails for want of its header.
 */
function singleton<Doc>(kind: Kind, seed: () => { main: object }) {
  return unstable_cache(
    async () => ((await documentStore<Doc & { id: string }>(kind).list())[0] ?? seedValues<Doc>(kind, seed)) as Doc,
    [`public-${kind.key}`],
    { tags: [kindTag(kind.key)], revalidate: REVALIDATE_SECONDS },
  );
}

/** The seed's values, parsed as a save would be (as given when the environment holds one a save would refuse). */
function seedValues<Doc>(kind: Kind, seed: () => { main: object }): Doc {
  const parsed = kind.schemas.create.safeParse(seed().main);
  return (parsed.success ? parsed.data : seed().main) as Doc;
}

export type SiteNavigation = DocumentOf<typeof navigation.fields>;
export type SiteFooter = DocumentOf<typeof footer.fields>;
export const getNavigation: () => Promise<SiteNavigation> = singleton<SiteNavigation>(navigation, navigationSeed);
export const getFooter: () => Promise<SiteFooter> = singleton<SiteFooter>(footer, footerSeed);
export type SiteSettings = DocumentOf<typeof settings.fields>;
/** The contact e-mail, the office, the community links and the booking page, as published (src/kinds/settings). */
export const getSettings: () => Promise<SiteSettings> = singleton<SiteSettings>(settings, settingsSeed);
