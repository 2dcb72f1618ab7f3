import { respond, staffRoute } from '@/server/http/route';
import { apiPage } from '@/server/http/responses';
import { listApplicationsFrom } from '@/server/applications/staff';

export const runtime = 'nodejs';

// GET /api/admin/applications[?opening=&status=&q=&page=&pageSize=] → { data, total, page, pageSize } (issue 22).
export const GET = staffRoute(async ({ request }) => {
  const result = await listApplicationsFrom(new URL(request.url).searchParams);
  return result.ok ? apiPage(result.data) : respond(result);
}, { allow: 'applications' });
