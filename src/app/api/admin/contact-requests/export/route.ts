import { todayIsoDate } from '@/lib/dates';
import { staffRoute } from '@/server/http/route';
import { listContactRequests } from '@/server/repositories/contact-requests';
import { contactRequestsCsv } from '@/server/services/contact-requests';

export const GET = staffRoute(async () => {
  const csv = contactRequestsCsv(await listContactRequests());
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="contact-requests-${todayIsoDate()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
