import { respond, staffRoute } from '@/server/http/route';
import { emailOfRequestBody, erasePersonalData } from '@/server/privacy';
import { can } from '@/lib/staff-roles';

/**
 * Erases everything stored for the `email` of the JSON body (never in the URL); answers `{ data: { email, erased } }`.
 * The erasure writes its audit entry itself, in its transaction (server/privacy.ts).
 */
export const POST = staffRoute(async ({ body, user }) => respond(await erasePersonalData(emailOfRequestBody(body), { withApplications: can(user.role, 'applications') })), { allow: 'privacy' });
