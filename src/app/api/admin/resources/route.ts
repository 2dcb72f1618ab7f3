import { apiPage } from '@/server/http/responses';
import { authorOf, respond, staffRoute } from '@/server/http/route';
import { createResourceFrom, resourcePage, resourcesFor } from '@/server/services/resources';

/**
 * With `?page=` or `?pageSize=` (the staff screen): `{ data, page, pageSize, total }`, filtered by `type` and
 * `state` (draft | scheduled | published). Without: every resource, `?status=draft|published|trash` (the spec's
 * call; drafts and published ones, scheduled included, by default).
 */
export const GET = staffRoute(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  if (!params.has('page') && !params.has('pageSize')) return respond(await resourcesFor(params.get('status')));
  const result = await resourcePage(params);
  return result.ok ? apiPage(result.data) : respond(result);
}, { allow: 'content:read' });
export const POST = staffRoute(async ({ body, user }) => respond(await createResourceFrom(body, authorOf(user)), 201), { allow: 'content:write' });
