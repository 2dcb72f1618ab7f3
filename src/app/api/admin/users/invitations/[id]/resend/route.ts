import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { resendInvitation } from '@/server/team/invitations';

/** A new link, valid 72 hours, e-mailed again; the old link stops working. */
export const POST = staffRoute<IdContext>(async ({ context, user }) => respond(await resendInvitation((await context.params).id, user), 201), { allow: 'accounts', body: 'none' });
