import { describe, expect, it } from 'vitest';
import { cardCategories, filterResources, parseResourceFilters, resourcesHref } from '@/lib/resource-filters';

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
