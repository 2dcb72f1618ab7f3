import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { restoreResource } from '@/server/services/resource-trash';

/** Brings a resource back from the trash. */
export const POST = staffRoute<IdContext>(async ({ context }) => respond(await restoreResource((await context.params).id)), { allow: 'content:write', body: 'none' });
