import { respond, staffRoute } from '@/server/http/route';
import { inviteStaff } from '@/server/team/invitations';

/** Invites `{ email, role, name? }`: 201 with the invitation, its e-mail's delivery, and the link when no mail is set up. */
export const POST = staffRoute(async ({ body, user }) => respond(await inviteStaff(body, user), 201), { allow: 'accounts' });
