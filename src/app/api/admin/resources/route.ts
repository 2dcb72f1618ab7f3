import { authorOf, respond, staffRoute } from '@/server/http/route';
import { createResourceFrom, resourcesFor } from '@/server/services/resources';

/** `?status=draft|published|trash`: drafts and published ones (scheduled included) by default. */
export const GET = staffRoute(async ({ request }) => respond(await resourcesFor(new URL(request.url).searchParams.get('status'))));
export const POST = staffRoute(async ({ body, user }) => respond(await createResourceFrom(body, authorOf(user)), 201));
