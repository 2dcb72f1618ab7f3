import { withApi } from '@/server/http/handler';
import { publicList } from '@/server/http/etag';
import { getActiveTestimonials } from '@/server/queries/public';

export const GET = withApi(async (request) => publicList(request, await getActiveTestimonials()));
