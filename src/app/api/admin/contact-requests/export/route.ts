import { todayIsoDate } from '@/lib/dates';
import { staffRoute } from '@/server/http/route';
import { apiError } from '@/server/http/responses';
import { leadsCsvStream, parseLeadQuery } from '@/server/services/contact-requests';

/** The inbox's filtered set as CSV, streamed (the same parameters as the list; every page). */
export const GET = staffRoute(async ({ request }) => {
  const query = parseLeadQuery(new URL(request.url).searchParams);
  if (!query.ok) return apiError(query.status, query.code, query.message, query.fields);
  return new Response(await leadsCsvStream(query.data), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="contact-requests-${todayIsoDate()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}, { allow: 'leads' });
