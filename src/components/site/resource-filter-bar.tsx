import Link from 'next/link';
import { resourcesPage as copy } from '@/content/resources';
import { categoryLabels, resourceTypeFilterLabels, resourceTypes } from '@/lib/categories';
import { cn } from '@/lib/cn';
import { resourcesHref, type CategoryFilter, type ResourceFilters, type TypeFilter } from '@/lib/resource-filters';

const categories: CategoryFilter[] = ['all', 'ai', 'cloud', 'security', 'healthcare', 'fintech', 'logistics', 'legaltech'];
const types: TypeFilter[] = ['all', ...resourceTypes];

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-muted-foreground hover:bg-surface-2 hover:text-foreground',
  );

/** Two independent filters as plain links: each click is a new URL, so they work without JavaScript. */
export function ResourceFilterBar({ filters }: { filters: ResourceFilters }) {
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={copy.categoryLabel}>
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category}>
              <Link href={resourcesHref(filters, { category })} scroll={false} aria-current={filters.category === category ? 'true' : undefined} className={chip(filters.category === category)}>
                {categoryLabels[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={copy.typeLabel}>
        <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1">
          {types.map((type) => (
            <li key={type}>
              <Link
                href={resourcesHref(filters, { type })}
                scroll={false}
                aria-current={filters.type === type ? 'true' : undefined}
                className={cn('inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors', filters.type === type ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-surface-2 hover:text-foreground')}
              >
                {resourceTypeFilterLabels[type]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
