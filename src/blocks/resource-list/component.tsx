import { ResourceBrowser } from '@/components/site/resource-browser';
import { ResourceCard } from '@/components/site/resource-card';
import { ResourcePages } from '@/components/site/resource-pages';
import { Section } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { DEFAULT_FILTERS, filterResources, type ResourceFilters } from '@/lib/resource-filters';
import { getPublishedResources } from '@/server/queries/public';
import type { BlockProps } from '../render-props';
import type { resourceListBlock } from './definition';

type ResourceListValue = BlockValue<typeof resourceListBlock>;

/**
 * Which resources a view of the list shows at `page`: up to one page of resources (the block's size), every card is in
 * the page and the filters work in place; past it, a view holds its page of the filtered list. Null past the last page.
 */
export async function resourceListPage(block: ResourceListValue, filters: ResourceFilters, page: number) {
  const all = await getPublishedResources();
  const size = Number(block.pageSize);
  const paged = all.length > size;
  const matching = paged ? filterResources(all, filters) : all;
  const pages = paged ? Math.max(1, Math.ceil(matching.length / size)) : 1;
  if (page > pages) return null;
  const resources = paged ? matching.slice((page - 1) * size, page * size) : all;
  return { resources, pages, paged: paged ? { total: matching.length, first: (page - 1) * size + 1 } : null };
}

/** The filters, the cards and the page links of /resources, as the view at `filters` and `page` shows them. */
export async function ResourceListBlock({ block, filters = DEFAULT_FILTERS, page = 1 }: BlockProps<ResourceListValue> & { filters?: ResourceFilters; page?: number }) {
  const view = await resourceListPage(block, filters, page);
  if (!view) return null;
  // The first card's cover is in the first screen on a phone: loaded at once (the rest lazily).
  const cards = view.resources.map((resource, index) => ({
    key: String(resource.id),
    categories: resource.categories,
    type: resource.type,
    card: <ResourceCard resource={resource} linkLabel={block.readMore} headingLevel={2} priority={index === 0} />,
  }));
  return (
    <Section className="pt-10 sm:pt-12" aria-label={block.label}>
      <ResourceBrowser initial={filters} cards={cards} paged={view.paged} />
      <ResourcePages filters={filters} page={page} pages={view.pages} />
    </Section>
  );
}
