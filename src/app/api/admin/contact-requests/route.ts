import { staffRoute } from '@/server/http/route';
import { apiError, apiPage } from '@/server/http/responses';
import { findLeads } from '@/server/services/contact-requests';

/** `{ data, page, pageSize, total }`: one page of the inbox (search, filters, sort: docs/decisions/0021). */
export const GET = staffRoute(async ({ request }) => {
  const result = await findLeads(new URL(request.url).searchParams);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiPage(result.data);
}, { allow: 'leads' });
