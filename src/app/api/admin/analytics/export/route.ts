import { respond, staffRoute } from '@/server/http/route';
import { reportCsv, reportFor } from '@/server/analytics/report-calls';

export const runtime = 'nodejs';

/** The report of the same parameters as CSV: totals, the days, pages, sources, devices, browsers and goals. */
export const GET = staffRoute(async ({ request }) => {
  const result = await reportFor(new URL(request.url).searchParams);
  if (!result.ok) return respond(result);
  const { from, to } = result.data;
  return new Response(reportCsv(result.data), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="analytics-${from}-to-${to}.csv"`, 'Cache-Control': 'no-store' },
  });
}, { allow: 'analytics' });
