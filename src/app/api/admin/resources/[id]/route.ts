import { authorOf, respond, staffRoute, type IdContext } from '@/server/http/route';
import { resourceEtag, resourceFor, updateResourceFrom } from '@/server/services/resources';
import { deleteResourcePermanently, removeResource } from '@/server/services/resource-trash';

/** One resource with its ETag: send it back as If-Match on PATCH, so a save over someone else's is refused (412). */
export const GET = staffRoute<IdContext>(async ({ context }) => {
  const result = await resourceFor((await context.params).id);
  const response = respond(result);
  if (result.ok) response.headers.set('ETag', resourceEtag(result.data));
  return response;
}, { allow: 'content:read' });

export const PATCH = staffRoute<IdContext>(async ({ request, context, body, user }) => {
  const result = await updateResourceFrom((await context.params).id, body, { author: authorOf(user), ifMatch: request.headers.get('if-match') });
  const response = respond(result);
  if (result.ok) response.headers.set('ETag', resourceEtag(result.data));
  return response;
}, { allow: 'content:write' });

/** To the trash (30 days); `?permanent=true` deletes one already in the trash for good. */
export const DELETE = staffRoute<IdContext>(async ({ request, context }) => {
  const { id } = await context.params;
  const permanent = new URL(request.url).searchParams.get('permanent') === 'true';
  return respond(permanent ? await deleteResourcePermanently(id) : await removeResource(id), 204);
}, { allow: 'content:write' });
