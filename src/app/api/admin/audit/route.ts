import { respond, staffRoute } from '@/server/http/route';
import { apiPage } from '@/server/http/responses';
import { auditPage } from '@/server/team/audit';

/**
 * The audit log, newest first: `{ data: [{ id, at, actor: { id, email }, action, entity, entityId, changes }], page,
 * pageSize, total, totalCapped }` (past 10,000 matches, `total` is 10,000 and `totalCapped` true).
 */
export const GET = staffRoute(async ({ request }) => {
  const result = await auditPage(new URL(request.url).searchParams);
  return result.ok ? apiPage(result.data) : respond(result);
}, { allow: 'accounts' });
