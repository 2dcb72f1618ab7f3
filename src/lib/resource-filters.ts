import { isCategoryId, isResourceType, type CategoryId, type ResourceType } from '@/lib/categories';

export type CategoryFilter = CategoryId | 'all';
export type TypeFilter = ResourceType | 'all';
export type ResourceFilters = { category: CategoryFilter; type: TypeFilter };
type Filterable = { categories: readonly string[]; type: string };
type SearchParams = Record<string, string | string[] | undefined>;

export const DEFAULT_FILTERS: ResourceFilters = { category: 'all', type: 'all' };

/** Chips shown in Latest Insights on the home page (the spec's list). */
export const insightChips: CategoryFilter[] = ['all', 'ai', 'cloud', 'security', 'healthcare'];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads `?category=&type=` from the URL; anything unknown falls back to "all" rather than an error page. */
export function parseResourceFilters(params: SearchParams): ResourceFilters {
  const category = first(params.category)?.toLowerCase();
  const type = first(params.type)?.toLowerCase();
  return {
    category: isCategoryId(category) ? category : 'all',
    type: isResourceType(type) ? type : 'all',
  };
}

/** True when an item passes both filters: its categories include the category, and its type equals the type. */
export function matchesFilters(item: Filterable, filters: ResourceFilters): boolean {
  const categoryOk = filters.category === 'all' || item.categories.includes(filters.category);
  const typeOk = filters.type === 'all' || item.type === filters.type;
  return categoryOk && typeOk;
}

export function filterResources<T extends Filterable>(items: readonly T[], filters: ResourceFilters): T[] {
  return items.filter((item) => matchesFilters(item, filters));
}

/**
 * The shareable address of a filtered view, at a page of it; "all" values and page 1 are left out so the plain list
 * stays `/resources`. A filter change goes back to the first page.
 */
export function resourcesHref(filters: ResourceFilters, change: Partial<ResourceFilters> & { page?: number } = {}, base = '/resources'): string {
  const next = { ...filters, ...change };
  const query = new URLSearchParams();
  if (next.category !== 'all') query.set('category', next.category);
  if (next.type !== 'all') query.set('type', next.type);
  if (change.page && change.page > 1) query.set('page', String(change.page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** The category tags a public card shows: the first two, as the spec limits. */
export function cardCategories<T>(categories: readonly T[], max = 2): T[] {
  return categories.slice(0, max);
}

/** A page number as a view's address names it (2, 3, …; page 1 is the view itself), or null. */
export function pageParam(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}
