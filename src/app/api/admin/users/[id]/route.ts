import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { changeMember } from '@/server/team/accounts';

/** `{ role?, disabled? }`: the last active admin can be neither demoted nor disabled (409). */
export const PATCH = staffRoute<IdContext>(async ({ context, body, user }) => respond(await changeMember((await context.params).id, body, user)), { allow: 'accounts' });
