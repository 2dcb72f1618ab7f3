import { withApi } from '@/server/http/handler';
import { publicData } from '@/server/http/etag';
import { getActiveTestimonials } from '@/server/queries/public';

export const GET = withApi(async (request) => publicData(request, await getActiveTestimonials()));
