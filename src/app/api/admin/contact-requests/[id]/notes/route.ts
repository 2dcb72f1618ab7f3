import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { noteLead } from '@/server/services/contact-requests';

export const POST = staffRoute<IdContext>(async ({ context, body, user }) => respond(await noteLead((await context.params).id, body, user), 201), { allow: 'leads' });
