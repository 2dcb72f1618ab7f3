import { teamLinkRoute } from '@/server/team/public-calls';
import { acceptInvitation } from '@/server/team/invitations';

export const runtime = 'nodejs';

/** `{ token, name, password }` from the invitation's page: 201 `{ data: { email } }`, then the member signs in. */
export const POST = teamLinkRoute('invitation-accept', acceptInvitation, 201);
