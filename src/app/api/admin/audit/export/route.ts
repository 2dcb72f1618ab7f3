import { todayIsoDate } from '@/lib/dates';
import { respond, staffRoute } from '@/server/http/route';
import { audit } from '@/server/repositories/audit-log';
import { auditCsv } from '@/server/team/audit';

export const runtime = 'nodejs';

/** The filtered audit log as CSV (the same parameters as the list; every page); the export is itself recorded. */
export const GET = staffRoute(async ({ request, user }) => {
  const params = new URL(request.url).searchParams;
  const csv = await auditCsv(params);
  if (!csv.ok) return respond(csv);
  await audit({ action: 'export', entity: 'audit-log', actor: user, changes: { filters: Object.fromEntries(params) } });
  return new Response(csv.data, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="audit-log-${todayIsoDate()}.csv"`, 'Cache-Control': 'no-store' },
  });
}, { allow: 'accounts' });
