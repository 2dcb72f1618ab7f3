import { withApi } from '@/server/http/handler';
import { publicList } from '@/server/http/etag';
import { getPublishedResources } from '@/server/queries/public';

export const GET = withApi(async (request) => publicList(request, await getPublishedResources()));
