import { respond, staffRoute } from '@/server/http/route';
import { apiError } from '@/server/http/responses';
import { emailOfRequestBody, exportPersonalData, summarizePersonalData } from '@/server/privacy';
import { can } from '@/lib/staff-roles';
import { audit } from '@/server/repositories/audit-log';

/**
 * Everything stored for the `email` of the JSON body, as a JSON file to hand to the person who asked. A POST: an
 * address never travels in a URL, where access logs, proxies and browser history would keep it.
 */
export const POST = staffRoute(async ({ body, user }) => {
  // `{ email, summary: true }`: the counts the screen's Find shows, no contents (no CV read, nothing downloaded).
  if ((body as { summary?: unknown } | null)?.summary === true) return respond(await summarizePersonalData(emailOfRequestBody(body)));
  const result = await exportPersonalData(emailOfRequestBody(body), { withApplications: can(user.role, 'applications') });
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  await audit({ action: 'privacy-export', entity: 'personal-data', entityId: result.data.email, actor: user, changes: { leads: result.data.leads.length, applications: result.data.applications.length } });
  const file = `personal-data-${result.data.email.replace(/[^a-z0-9.@_-]/gi, '_')}.json`;
  return new Response(JSON.stringify({ data: result.data }, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}"`, 'Cache-Control': 'no-store' },
  });
}, { allow: 'privacy' });
