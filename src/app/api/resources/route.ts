import { withApi } from '@/server/http/handler';
import { publicData } from '@/server/http/etag';
import { getPublishedResources } from '@/server/queries/public';

export const GET = withApi(async (request) => publicData(request, await getPublishedResources()));
