import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { removeResource, updateResourceFrom } from '@/server/services/resources';

export const PATCH = staffRoute<IdContext>(async ({ context, body }) => respond(await updateResourceFrom((await context.params).id, body)));
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeResource((await context.params).id), 204));
