import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { findApplication, removeApplication, updateApplication } from '@/server/applications/staff';

export const runtime = 'nodejs';

export const GET = staffRoute<IdContext>(async ({ context }) => respond(await findApplication((await context.params).id)), { allow: 'applications' });
export const PATCH = staffRoute<IdContext>(async ({ context, body }) => respond(await updateApplication((await context.params).id, body)), { allow: 'applications' });
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeApplication((await context.params).id), 204), { allow: 'applications' });
