// Relative imports only: next.config.ts reads this file, where the `@/` alias does not resolve.
import { categoryIds, resourceTypes } from './categories';

/**
 * Where each filtered view of /resources is prerendered. The address visitors share stays
 * `/resources?category=…&type=…`; next.config.ts rewrites it here, so every view is a static page that the
 * server answers from its cache, and the filters still work after a reload and without JavaScript.
 */
export const RESOURCE_VIEWS_PATH = '/resource-views';

/** Every (category, type) a view exists for, "all" included; the plain list is /resources itself. */
export function resourceViewParams(): { category: string; type: string }[] {
  return ['all', ...categoryIds].flatMap((category) => ['all', ...resourceTypes].map((type) => ({ category, type })));
}

type Rewrite = { source: string; has: { type: 'query'; key: string; value: string }[]; destination: string };

/**
 * The rewrites of `/resources?…` to its view: both filters when both are known values, else the one that is; an
 * unknown value counts as "all" (as parseResourceFilters reads it), so nothing here ends on an error page.
 */
export function resourceFilterRewrites(listPath: string): Rewrite[] {
  const category = { type: 'query' as const, key: 'category', value: `(?<category>${categoryIds.join('|')})` };
  const type = { type: 'query' as const, key: 'type', value: `(?<type>${resourceTypes.join('|')})` };
  // Page 2 onward of a view (page 1 is the view itself): rendered when first asked for, then kept like the others.
  const page = { type: 'query' as const, key: 'page', value: '(?<page>[2-9]|[1-9][0-9]{1,5})' };
  return [
    { source: listPath, has: [category, type, page], destination: `${RESOURCE_VIEWS_PATH}/:category/:type/:page` },
    { source: listPath, has: [category, page], destination: `${RESOURCE_VIEWS_PATH}/:category/all/:page` },
    { source: listPath, has: [type, page], destination: `${RESOURCE_VIEWS_PATH}/all/:type/:page` },
    { source: listPath, has: [page], destination: `${RESOURCE_VIEWS_PATH}/all/all/:page` },
    { source: listPath, has: [category, type], destination: `${RESOURCE_VIEWS_PATH}/:category/:type` },
    { source: listPath, has: [category], destination: `${RESOURCE_VIEWS_PATH}/:category/all` },
    { source: listPath, has: [type], destination: `${RESOURCE_VIEWS_PATH}/all/:type` },
  ];
}
