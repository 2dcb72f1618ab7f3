// The address that names a public page's shared answer. A public page is the same for every visitor of its path:
// the query a visitor arrives with (`?email=…&token=…`, click ids, campaign tags) is theirs alone and must never be
// written into an answer that others are sent (docs/decisions/0032). The one exception is a parameter that chooses
// which prerendered page the path serves: /resources' filters and page, rewritten to their views (resource-filter-views.ts).

/**
 * Per path, the query parameters that select its body, in the order they are named.
 * @type {Partial<Record<string, string[]>>}
 */
export const VIEW_QUERY_KEYS = { '/resources': ['category', 'type', 'page'] };

/** A page number of a view, as its rewrite takes it (src/lib/resource-filter-views.ts): 2 to 999999. */
export const VIEW_PAGE = /^(?:[2-9]|[1-9][0-9]{1,5})$/;

/**
 * The shared address of the public page at `url` (a request target such as `/resources?type=guide&gclid=x`): its
 * path, plus only the parameters that select a view (`/resources?type=guide`).
 * @param {string} url
 * @returns {string}
 */
export function pageAddress(url) {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const keys = VIEW_QUERY_KEYS[pathname];
  if (!keys) return pathname;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = query.get(key);
    // A page is kept only as a number the views have (2 on): `?page=abc` or `page=1` is the view itself, not an
    // address of its own for the caches to fill.
    if (value !== null && (key !== 'page' || VIEW_PAGE.test(value))) kept.set(key, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
