import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { endSessions } from '@/server/team/accounts';

/** Signs the account out on every device. */
export const DELETE = staffRoute<IdContext>(async ({ context, user }) => respond(await endSessions((await context.params).id, user), 204), { allow: 'accounts' });
