import 'server-only';
import { env } from '../env';
import { apiError } from './responses';

/**
 * Refuses cross-site writes (CSRF): a browser's `Sec-Fetch-Site: cross-site`, or an `Origin` other than this
 * site's (SITE_URL or the origin the request was addressed to). Returns the 403 to send, or null.
 */
export function rejectCrossOrigin(request: { headers: Pick<Headers, 'get'>; url: string }): Response | null {
  const refuse = () => apiError(403, 'forbidden_origin', 'Cross-origin requests are not allowed');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refuse();
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  return origin === siteOrigin() || origin === new URL(request.url).origin ? null : refuse();
}

// Read on every write and every analytics event: parsed once per SITE_URL, not once per request.
let parsedSite: { url: string; origin: string } | undefined;
function siteOrigin(): string {
  const url = env().SITE_URL;
  if (parsedSite?.url !== url) parsedSite = { url, origin: new URL(url).origin };
  return parsedSite.origin;
}

/**
 * Refuses a navigation that switches this browser's state (the staff preview on or off) unless a page of this site
 * started it. A browser says where a request comes from in `Sec-Fetch-Site`, which no page can set: a link or a
 * redirect from another site, even with the Lax session cookie, is `cross-site`; an address typed or bookmarked is
 * `none`. A request without the header did not come from a browser, so it carries no visitor's cookies by surprise.
 */
export function rejectUnlessSameOrigin(request: Request): Response | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === null || fetchSite === 'same-origin') return null;
  return apiError(403, 'forbidden_origin', 'Open this from the staff area of this site');
}
