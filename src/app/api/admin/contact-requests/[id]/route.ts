import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { changeLead, findLead, removeContactRequest } from '@/server/services/contact-requests';

export const GET = staffRoute<IdContext>(async ({ context }) => respond(await findLead((await context.params).id)), { allow: 'leads' });
export const PATCH = staffRoute<IdContext>(async ({ context, body, user }) => respond(await changeLead((await context.params).id, body, user)), { allow: 'leads' });
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeContactRequest((await context.params).id), 204), { allow: 'leads' });
