import { collectEvent } from '@/server/analytics/collect';
import { withApi } from '@/server/http/handler';

// A page view or goal from this site's pages (the beacon of src/lib/analytics-beacon.mjs). The Node server answers it
// without this route (http-server/app-handlers.mjs, src/server/analytics/collect-handler.ts); the route stays for
// `next start` and the route tests.
export const POST = withApi((request: Request) => collectEvent(request));
