import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { findApplication, removeApplication } from '@/server/applications/staff';

export const runtime = 'nodejs';

export const GET = staffRoute<IdContext>(async ({ context }) => respond(await findApplication((await context.params).id)));
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeApplication((await context.params).id), 204));
