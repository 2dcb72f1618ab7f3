import { islandBlocks } from '@/blocks/island-blocks';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResourceListBlock, resourceListPage } from '@/blocks/resource-list/component';
import type { resourceListBlock } from '@/blocks/resource-list/definition';
import { FixedPage, fixedPageMetadata, publishedFixedPage } from '@/components/site/fixed-page';
import { resourceFeed } from '@/content/resources';
import { site } from '@/content/site';
import type { BlockValue } from '@/kit/fields';
import { DEFAULT_FILTERS, resourcesHref, type ResourceFilters } from '@/lib/resource-filters';
import { resourceFeedPath, RESOURCES_PATH } from '@/lib/routes';
import type { BlockProps } from '@/blocks/render-props';

/** One set of tags for the list and its filtered views: the page's title and snippet as staff set them, the feed. */
export async function resourcesListMetadata(): Promise<Metadata> {
  const base = await fixedPageMetadata(RESOURCES_PATH);
  return { ...base, alternates: { ...base.alternates, types: { 'application/atom+xml': [{ url: resourceFeedPath, title: resourceFeed.title }] } } };
}

/**
 * Page 2 onward: the list's tags with a canonical address and a title of its own (`/resources?page=2`, "Resources,
 * page 2"), so search engines keep each page; a filter is a variant of the list, as on its first page.
 */
export async function resourcesPageMetadata(page: number): Promise<Metadata> {
  const [list, { title: pageTitle }] = await Promise.all([resourcesListMetadata(), publishedFixedPage(RESOURCES_PATH)]);
  const title = `${pageTitle}, page ${page} | ${site.name}`;
  const canonical = resourcesHref(DEFAULT_FILTERS, { page });
  return {
    ...list,
    title: { absolute: title },
    alternates: { ...list.alternates, canonical },
    openGraph: { ...list.openGraph, title, url: canonical },
    twitter: { ...list.twitter, title },
  };
}

type ListValue = BlockValue<typeof resourceListBlock>;

/**
 * The resources page (a CMS page at /resources: its heading, the list and whatever staff add) as it first shows with
 * `filters`, at `page`: /resources (all, all), each prerendered filtered view, and their pages 2, 3, …. The list's
 * block sets the page size (content at scale: a thousand resources made a 1.9 MB page). A page past the last is a 404.
 */
export async function ResourcesListing({ filters, page = 1 }: { filters: ResourceFilters; page?: number }) {
  const { blocks } = await publishedFixedPage(RESOURCES_PATH);
  const list = blocks.find((block): block is ListValue => block.type === 'resourceList');
  // The page always holds its list (src/kinds/pages); a view past the last page is not a page.
  if (!list || !(await resourceListPage(list, filters, page))) notFound();
  const resourceList = (props: BlockProps<ListValue>) => <ResourceListBlock {...props} filters={filters} page={page} />;
  return <FixedPage path={RESOURCES_PATH} islands={{ ...islandBlocks, resourceList }} />;
}
