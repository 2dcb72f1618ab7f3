import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { removeContactRequest, setContactRequestStatus } from '@/server/services/contact-requests';

export const PATCH = staffRoute<IdContext>(async ({ context, body }) => respond(await setContactRequestStatus((await context.params).id, body)));
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeContactRequest((await context.params).id), 204));
