import { todayIsoDate } from '@/lib/dates';
import { staffRoute } from '@/server/http/route';
import { apiError } from '@/server/http/responses';
import { leadsCsvStream, parseLeadQuery } from '@/server/services/contact-requests';
import { audit } from '@/server/repositories/audit-log';

/** The inbox's filtered set as CSV, streamed (the same parameters as the list; every page). */
export const GET = staffRoute(async ({ request, user }) => {
  const params = new URL(request.url).searchParams;
  const query = parseLeadQuery(params);
  if (!query.ok) return apiError(query.status, query.code, query.message, query.fields);
  await audit({ action: 'export', entity: 'contact-requests', actor: user, changes: { filters: Object.fromEntries(params) } });
  return new Response(await leadsCsvStream(query.data), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="contact-requests-${todayIsoDate()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}, { allow: 'leads' });
