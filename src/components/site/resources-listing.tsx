import { PageHero } from '@/components/site/page-hero';
import { ResourceCard } from '@/components/site/resource-card';
import { ResourceBrowser } from '@/components/site/resource-browser';
import { Section } from '@/components/site/section';
import { copyFor } from '@/content/pages';
import { resourceFeed, resourcesPage as copy } from '@/content/resources';
import { pageMetadata } from '@/lib/metadata';
import type { ResourceFilters } from '@/lib/resource-filters';
import { resourceFeedPath } from '@/lib/routes';
import { getPublishedResources } from '@/server/queries/public';

const base = pageMetadata('/resources');
/** One set of tags for the list and its filtered views: the list's canonical address, and the feed. */
export const resourcesListMetadata = { ...base, alternates: { ...base.alternates, types: { 'application/atom+xml': [{ url: resourceFeedPath, title: resourceFeed.title }] } } };

/** The resources page as it first shows with `filters`: /resources (all, all) and each prerendered filtered view. */
export async function ResourcesListing({ filters }: { filters: ResourceFilters }) {
  const resources = await getPublishedResources();
  // The first card's cover is in the first screen on a phone: loaded at once (the rest lazily).
  const cards = resources.map((resource, index) => ({
    key: String(resource.id),
    categories: resource.categories,
    type: resource.type,
    card: <ResourceCard resource={resource} linkLabel={copy.readMore} headingLevel={2} priority={index === 0} />,
  }));
  return (
    <>
      <PageHero copy={copyFor('/resources')} eyebrow={copy.eyebrow} />
      <Section className="pt-10 sm:pt-12" aria-label={copy.listLabel}>
        <ResourceBrowser initial={filters} cards={cards} />
      </Section>
    </>
  );
}
