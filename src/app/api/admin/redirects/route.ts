import { respond, staffRoute } from '@/server/http/route';
import { createRedirectFrom, deleteRedirectOf, redirectsList } from '@/server/services/redirects';

export const GET = staffRoute(async () => respond(await redirectsList()), { allow: 'content:read' });
/** `{ fromPath: '/resources/old', toPath: '/somewhere' }` → 201. */
export const POST = staffRoute(async ({ body, user }) => respond(await createRedirectFrom(body, user.name || user.email), 201), { allow: 'content:write' });
/** `?from=/resources/old` → 204. */
export const DELETE = staffRoute(async ({ request }) => respond(await deleteRedirectOf(new URL(request.url).searchParams.get('from')), 204), { allow: 'content:write' });
