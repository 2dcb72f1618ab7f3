import { PageHero } from '@/components/site/page-hero';
import { ResourceCard } from '@/components/site/resource-card';
import { ResourceBrowser } from '@/components/site/resource-browser';
import { Section } from '@/components/site/section';
import { copyFor } from '@/content/pages';
import { resourceFeed, resourcesPage as copy } from '@/content/resources';
import { pageMetadata } from '@/lib/metadata';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { site } from '@/content/site';
import { DEFAULT_FILTERS, filterResources, resourcesHref, RESOURCES_PAGE_SIZE, type ResourceFilters } from '@/lib/resource-filters';
import { ResourcePages } from './resource-pages';
import { resourceFeedPath } from '@/lib/routes';
import { getPublishedResources } from '@/server/queries/public';

const base = pageMetadata('/resources');
/** One set of tags for the list and its filtered views: the list's canonical address, and the feed. */
export const resourcesListMetadata = { ...base, alternates: { ...base.alternates, types: { 'application/atom+xml': [{ url: resourceFeedPath, title: resourceFeed.title }] } } };

/**
 * Page 2 onward: the list's tags with a canonical address and a title of its own (`/resources?page=2`, "Resources,
 * page 2"), so search engines keep each page; a filter is a variant of the list, as on its first page.
 */
export function resourcesPageMetadata(page: number): Metadata {
  const copy = copyFor('/resources');
  const title = `${copy.title}, page ${page} | ${site.name}`;
  const canonical = resourcesHref(DEFAULT_FILTERS, { page });
  return {
    ...resourcesListMetadata,
    title: { absolute: title },
    alternates: { ...resourcesListMetadata.alternates, canonical },
    openGraph: { ...resourcesListMetadata.openGraph, title, url: canonical },
    twitter: { ...resourcesListMetadata.twitter, title },
  };
}

/**
 * The resources page as it first shows with `filters`, at `page`: /resources (all, all), each prerendered filtered
 * view, and their pages 2, 3, …. Up to one page of resources, every card is in the page and the filters work in
 * place; past it, a view holds its page of the filtered list, with links to the others (content at scale: a
 * thousand resources made a 1.9 MB page). A page past the last is a 404.
 */
export async function ResourcesListing({ filters, page = 1 }: { filters: ResourceFilters; page?: number }) {
  const all = await getPublishedResources();
  const paged = all.length > RESOURCES_PAGE_SIZE;
  const matching = paged ? filterResources(all, filters) : all;
  const pages = paged ? Math.max(1, Math.ceil(matching.length / RESOURCES_PAGE_SIZE)) : 1;
  if (page > pages) notFound();
  const resources = paged ? matching.slice((page - 1) * RESOURCES_PAGE_SIZE, page * RESOURCES_PAGE_SIZE) : all;
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
        <ResourceBrowser initial={filters} cards={cards} paged={paged ? { total: matching.length, first: (page - 1) * RESOURCES_PAGE_SIZE + 1 } : null} />
        <ResourcePages filters={filters} page={page} pages={pages} />
      </Section>
    </>
  );
}
