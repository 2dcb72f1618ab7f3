import { respond, staffRoute } from '@/server/http/route';
import { emailOfRequestBody, erasePersonalData } from '@/server/privacy';

/** Erases everything stored for the `email` of the JSON body (never in the URL); answers `{ data: { email, erased } }`. */
export const POST = staffRoute(async ({ body }) => respond(await erasePersonalData(emailOfRequestBody(body))), { allow: 'privacy' });
