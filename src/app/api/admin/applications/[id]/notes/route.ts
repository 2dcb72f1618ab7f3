import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { noteApplication } from '@/server/applications/staff';

export const runtime = 'nodejs';

export const POST = staffRoute<IdContext>(async ({ context, body, user }) => respond(await noteApplication((await context.params).id, body, user), 201), { allow: 'applications' });
