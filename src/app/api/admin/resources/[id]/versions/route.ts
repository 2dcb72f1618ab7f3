import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { versionsOf } from '@/server/services/resource-history';

/** The resource's versions, newest first: `{ id, createdAt, author, title }`. */
export const GET = staffRoute<IdContext>(async ({ context }) => respond(await versionsOf((await context.params).id)), { allow: 'content:read' });
