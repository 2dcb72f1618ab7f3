import { describe, expect, it } from 'vitest';
import { cardCategories, filterResources, pageParam, parseResourceFilters, resourcesHref } from '@/lib/resource-filters';
import { resourceFilterRewrites } from '@/lib/resource-filter-views';
import { pageAddress } from '@/lib/page-address.mjs';

const items = [
  { slug: 'ai-health', categories: ['ai', 'healthcare'], type: 'whitepaper' },
  { slug: 'cloud-cost', categories: ['cloud'], type: 'article' },
  { slug: 'secure-ai', categories: ['security', 'ai'], type: 'article' },
  { slug: 'fraud', categories: ['ai', 'fintech', 'security'], type: 'case-study' },
];
const slugs = (list: typeof items) => list.map((item) => item.slug);

describe('filterResources', () => {
  it('shows everything when both filters are all', () => {
    expect(slugs(filterResources(items, { category: 'all', type: 'all' }))).toEqual(['ai-health', 'cloud-cost', 'secure-ai', 'fraud']);
  });
  it('filters by category alone (an item matches when its list contains the category)', () => {
    expect(slugs(filterResources(items, { category: 'ai', type: 'all' }))).toEqual(['ai-health', 'secure-ai', 'fraud']);
  });
  it('filters by type alone', () => {
    expect(slugs(filterResources(items, { category: 'all', type: 'article' }))).toEqual(['cloud-cost', 'secure-ai']);
  });
  it('applies both filters together', () => {
    expect(slugs(filterResources(items, { category: 'security', type: 'case-study' }))).toEqual(['fraud']);
  });
  it('returns nothing when no item matches both', () => {
    expect(filterResources(items, { category: 'logistics', type: 'whitepaper' })).toEqual([]);
  });
});

describe('parseResourceFilters', () => {
  it('reads known values from the query', () => {
    expect(parseResourceFilters({ category: 'ai', type: 'whitepaper' })).toEqual({ category: 'ai', type: 'whitepaper' });
  });
  it('accepts upper case and takes the first of repeated values', () => {
    expect(parseResourceFilters({ category: ['CLOUD', 'ai'], type: 'Case-Study' })).toEqual({ category: 'cloud', type: 'case-study' });
  });
  it('falls back to all for missing or unknown values', () => {
    expect(parseResourceFilters({})).toEqual({ category: 'all', type: 'all' });
    expect(parseResourceFilters({ category: 'all', type: 'podcast' })).toEqual({ category: 'all', type: 'all' });
  });
});

describe('the pages of a view', () => {
  it('name a page from 2 on in the address, after the filters; page 1 is the view itself', () => {
    expect(resourcesHref({ category: 'ai', type: 'all' }, { page: 3 })).toBe('/resources?category=ai&page=3');
    expect(resourcesHref({ category: 'all', type: 'all' }, { page: 1 })).toBe('/resources');
    expect(resourcesHref({ category: 'ai', type: 'all', page: 3 } as never, { category: 'cloud' })).toBe('/resources?category=cloud');
  });

  it('read only whole numbers from 2 as a page: anything else is no page (a 404)', () => {
    expect(['2', '12', '999999'].map(pageParam)).toEqual([2, 12, 999999]);
    expect(['1', '0', '02', '-2', '2.5', '1e3', 'x', '', '1000000'].map(pageParam)).toEqual(Array(9).fill(null));
  });

  it('are rewritten to their views, the page kept, and are part of a page’s shared address', () => {
    const rewrites = resourceFilterRewrites('/resources');
    expect(rewrites.slice(0, 4).map((rewrite) => rewrite.destination)).toEqual([
      '/resource-views/:category/:type/:page',
      '/resource-views/:category/all/:page',
      '/resource-views/all/:type/:page',
      '/resource-views/all/all/:page',
    ]);
    const page = new RegExp(`^${rewrites[3]!.has[0]!.value}$`);
    expect(['2', '10', '123456'].every((value) => page.test(value))).toBe(true);
    expect(['1', '0', '01', 'x'].some((value) => page.test(value))).toBe(false);
    expect(pageAddress('/resources?gclid=1&page=2&category=ai')).toBe('/resources?category=ai&page=2');
    // Not a page of a view: not an address of its own for the caches to fill.
    for (const page of ['1', 'abc', '02', '1234567']) expect(pageAddress(`/resources?page=${page}`)).toBe('/resources');
  });
});

describe('resourcesHref', () => {
  it('keeps both filters in the query and drops all values', () => {
    expect(resourcesHref({ category: 'ai', type: 'all' }, { type: 'whitepaper' })).toBe('/resources?category=ai&type=whitepaper');
    expect(resourcesHref({ category: 'ai', type: 'whitepaper' }, { category: 'all' })).toBe('/resources?type=whitepaper');
    expect(resourcesHref({ category: 'ai', type: 'article' }, { category: 'all', type: 'all' })).toBe('/resources');
  });
});

describe('cardCategories', () => {
  it('shows at most two category tags', () => {
    expect(cardCategories(['ai', 'fintech', 'security'])).toEqual(['ai', 'fintech']);
    expect(cardCategories(['cloud'])).toEqual(['cloud']);
  });
});
