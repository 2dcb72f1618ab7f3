import { respond, staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { reportFor } from '@/server/analytics/report-calls';

/**
 * The site's analytics for a range of days (site zone, both included), optionally for one source or page:
 * `{ data: { visitors, pageviews, conversions, conversionRate, series, pages, sources, devices, browsers, goals, leads } }`.
 */
export const GET = staffRoute(async ({ request }) => {
  const result = await reportFor(new URL(request.url).searchParams);
  return result.ok ? apiData(result.data) : respond(result);
}, { allow: 'analytics' });
