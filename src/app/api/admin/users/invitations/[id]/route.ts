import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { revokeInvitation } from '@/server/team/invitations';

/** Withdraws an open invitation: its link stops working. */
export const DELETE = staffRoute<IdContext>(async ({ context, user }) => respond(await revokeInvitation((await context.params).id, user), 204), { allow: 'accounts' });
