import { respond, staffRoute } from '@/server/http/route';
import { emailOfRequestBody, erasePersonalData } from '@/server/privacy';
import { can } from '@/lib/staff-roles';
import { audit } from '@/server/repositories/audit-log';

/** Erases everything stored for the `email` of the JSON body (never in the URL); answers `{ data: { email, erased } }`. */
export const POST = staffRoute(async ({ body, user }) => {
  const result = await erasePersonalData(emailOfRequestBody(body), { withApplications: can(user.role, 'applications') });
  if (result.ok) await audit({ action: 'privacy-erase', entity: 'personal-data', entityId: result.data.email, actor: user, changes: { leads: result.data.erased, applications: result.data.applications, applicationsLeft: result.data.applicationsLeft } });
  return respond(result);
}, { allow: 'privacy' });
