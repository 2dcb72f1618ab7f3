import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { removeTestimonial, updateTestimonialFrom } from '@/server/services/testimonials';

export const PATCH = staffRoute<IdContext>(async ({ context, body }) => respond(await updateTestimonialFrom((await context.params).id, body)));
export const DELETE = staffRoute<IdContext>(async ({ context }) => respond(await removeTestimonial((await context.params).id), 204));
