import 'server-only';
import { env } from '../env';
import { apiError } from './responses';

/**
 * Refuses cross-site writes (CSRF): a browser's `Sec-Fetch-Site: cross-site`, or an `Origin` other than this
 * site's (SITE_URL or the origin the request was addressed to). Returns the 403 to send, or null.
 */
export function rejectCrossOrigin(request: Request): Response | null {
  const refuse = () => apiError(403, 'forbidden_origin', 'Cross-origin requests are not allowed');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refuse();
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  const allowed = new Set([new URL(env().SITE_URL).origin, new URL(request.url).origin]);
  return allowed.has(origin) ? null : refuse();
}
