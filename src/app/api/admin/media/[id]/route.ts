import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { findMedia, removeMedia, updateMediaFrom } from '@/server/services/media';

export const runtime = 'nodejs';

export const GET = staffRoute<IdContext>(async ({ context }) => respond(await findMedia((await context.params).id)), { allow: 'content:read' });
export const PATCH = staffRoute<IdContext>(async ({ context, body }) => respond(await updateMediaFrom((await context.params).id, body)), { allow: 'content:write' });
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeMedia((await context.params).id), 204), { allow: 'content:write' });
