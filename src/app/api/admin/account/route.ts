import { respond, staffRoute } from '@/server/http/route';
import { renameSelf } from '@/server/team/accounts';

/** `{ name }`: the signed-in member's own name (Better Auth's profile endpoint stays closed: it takes more). */
export const PATCH = staffRoute(async ({ body, user }) => respond(await renameSelf(user, body)), { allow: 'self' });
