import { respond, staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { listTestimonials } from '@/server/repositories/testimonials';
import { createTestimonialFrom } from '@/server/services/testimonials';

export const GET = staffRoute(async () => apiData(await listTestimonials()));
export const POST = staffRoute(async ({ body }) => respond(await createTestimonialFrom(body), 201));
