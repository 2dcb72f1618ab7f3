'use client';

import { SiteLink } from '@/components/ui/site-link';
import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { resourcesPage as copy } from '@/content/resources';
import { categoryLabels, resourceTypeFilterLabels, resourceTypes } from '@/lib/categories';
import { cx } from '@/lib/cx';
import { matchesFilters, parseResourceFilters, resourcesHref, type CategoryFilter, type ResourceFilters, type TypeFilter } from '@/lib/resource-filters';

const categories: CategoryFilter[] = ['all', 'ai', 'cloud', 'security', 'healthcare', 'fintech', 'logistics', 'legaltech'];
const types: TypeFilter[] = ['all', ...resourceTypes];

const chip = (active: boolean) =>
  cx(
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-muted-foreground hover:bg-surface-2 hover:text-foreground',
  );

/** One card of the list, rendered on the server, with what the filters read. */
export type BrowsableCard = { key: string; categories: readonly string[]; type: string; card: ReactNode };

// The filters live in the address: read from it, and told when a click or Back/Forward changes it.
const FILTERS_CHANGED = 'smarttech:resource-filters';
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(FILTERS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(FILTERS_CHANGED, onChange);
  };
}
const currentSearch = () => window.location.search;
const noSearchOnServer = () => null;
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The filters and the list of /resources. Up to one page of resources, every card is in the page (the ones the
 * filters leave out are hidden), so: without JavaScript each filter is a plain link to its prerendered view; with it,
 * a click filters at once and puts the filters in the address (Back and Forward follow), with no request, and a
 * second filter chosen right after the first keeps both. Past one page (`paged`: the filtered total and the first
 * card's rank), the cards are this view's page and a filter is a link to its view, followed by the app's router.
 */
export function ResourceBrowser({ initial, cards, paged = null }: { initial: ResourceFilters; cards: BrowsableCard[]; paged?: { total: number; first: number } | null }) {
  // `initial` is what the server rendered for this address; after hydration the address itself is read.
  const search = useSyncExternalStore(subscribe, currentSearch, noSearchOnServer);
  // A paged view is the server's answer for its own address: its filters are the ones it was rendered with.
  const filters = search === null || paged ? initial : parseResourceFilters(Object.fromEntries(new URLSearchParams(search)));

  const choose = (event: MouseEvent, change: Partial<ResourceFilters>) => {
    if (paged || !isPlainClick(event)) return;
    event.preventDefault();
    const next = { ...filters, ...change };
    // Next's router follows pushState: usePathname/useSearchParams elsewhere see the new address.
    window.history.pushState(null, '', resourcesHref(next));
    window.dispatchEvent(new Event(FILTERS_CHANGED));
  };
  const shown = cards.filter((item) => matchesFilters(item, filters)).length;

  return (
    <>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label={copy.categoryLabel}>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category}>
                <SiteLink
                  href={resourcesHref(filters, { category })}
                  prefetch={false}
                  onClick={(event) => choose(event, { category })}
                  aria-current={filters.category === category ? 'true' : undefined}
                  className={chip(filters.category === category)}
                >
                  {categoryLabels[category]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={copy.typeLabel}>
          <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1">
            {types.map((type) => (
              <li key={type}>
                <SiteLink
                  href={resourcesHref(filters, { type })}
                  prefetch={false}
                  onClick={(event) => choose(event, { type })}
                  aria-current={filters.type === type ? 'true' : undefined}
                  className={cx('inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors', filters.type === type ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-surface-2 hover:text-foreground')}
                >
                  {resourceTypeFilterLabels[type]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p role="status" className={paged ? 'mt-6 text-sm text-muted-foreground' : 'sr-only'}>
        {paged && paged.total > 0 ? copy.range(paged.first, paged.first + cards.length - 1, paged.total) : copy.count(shown)}
      </p>
      {cards.length > 0 && (
        <ul className="mt-10 space-y-4 sm:space-y-6 md:grid md:grid-cols-2 md:gap-6 md:space-y-0 lg:grid-cols-3" hidden={shown === 0}>
          {cards.map((item) => (
            <li key={item.key} hidden={!matchesFilters(item, filters)}>
              {item.card}
            </li>
          ))}
        </ul>
      )}
      {shown === 0 && (
        <div className="mt-10 rounded-xl border border-dashed border-border bg-surface/60 px-6 py-16 text-center">
          <h2 className="text-xl font-semibold">{copy.emptyTitle}</h2>
          <p className="mt-2 text-muted-foreground">{copy.emptyBody}</p>
        </div>
      )}
    </>
  );
}
