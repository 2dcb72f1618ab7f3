import { collectEvent } from '@/server/analytics/collect';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';

// A page view or goal from this site's pages (the beacon of src/lib/analytics-beacon.mjs); another site's is refused.
export const POST = withApi(async (request) => rejectCrossOrigin(request) ?? collectEvent(request));
