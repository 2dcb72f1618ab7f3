import { todayIsoDate } from '@/lib/dates';
import { respond, staffRoute } from '@/server/http/route';
import { applicationsCsv } from '@/server/applications/staff';
import { audit } from '@/server/repositories/audit-log';

export const runtime = 'nodejs';

/** The inbox's filtered applications as CSV (the same parameters as the list; every page; no files). */
export const GET = staffRoute(async ({ request, user }) => {
  const params = new URL(request.url).searchParams;
  const csv = await applicationsCsv(params);
  if (!csv.ok) return respond(csv);
  await audit({ action: 'export', entity: 'applications', actor: user, changes: { filters: Object.fromEntries(params) } });
  return new Response(csv.data, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="applications-${todayIsoDate()}.csv"`, 'Cache-Control': 'no-store' },
  });
}, { allow: 'applications' });
