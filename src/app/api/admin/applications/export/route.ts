import { todayIsoDate } from '@/lib/dates';
import { respond, staffRoute } from '@/server/http/route';
import { applicationsCsv } from '@/server/applications/staff';

export const runtime = 'nodejs';

/** The inbox's filtered applications as CSV (the same parameters as the list; every page; no files). */
export const GET = staffRoute(async ({ request }) => {
  const csv = await applicationsCsv(new URL(request.url).searchParams);
  if (!csv.ok) return respond(csv);
  return new Response(csv.data, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="applications-${todayIsoDate()}.csv"`, 'Cache-Control': 'no-store' },
  });
}, { allow: 'applications' });
