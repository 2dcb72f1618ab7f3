/** The spec's category ids and labels. `all` is a filter value only; a resource takes the seven others. */
export const categoryIds = ['ai', 'cloud', 'security', 'healthcare', 'fintech', 'logistics', 'legaltech'] as const;
export type CategoryId = (typeof categoryIds)[number];

export const categoryLabels: Record<CategoryId | 'all', string> = {
  all: 'All',
  ai: 'AI',
  cloud: 'Cloud',
  security: 'Security',
  healthcare: 'Healthcare',
  fintech: 'Fintech',
  logistics: 'Logistics',
  legaltech: 'LegalTech',
};

export const resourceTypes = ['article', 'whitepaper', 'case-study'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const resourceTypeLabels: Record<ResourceType, string> = { article: 'Article', whitepaper: 'Whitepaper', 'case-study': 'Case Study' };
/** A list of each type (the admin tabs). */
export const resourceTypePlurals: Record<ResourceType, string> = { article: 'Articles', whitepaper: 'Whitepapers', 'case-study': 'Case Studies' };
/** Plural labels of the public type filter. */
export const resourceTypeFilterLabels: Record<ResourceType | 'all', string> = {
  all: 'All Types',
  article: 'Articles',
  whitepaper: 'Whitepapers',
  'case-study': 'Case Studies',
};

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (categoryIds as readonly string[]).includes(value);
}

export function isResourceType(value: unknown): value is ResourceType {
  return typeof value === 'string' && (resourceTypes as readonly string[]).includes(value);
}
