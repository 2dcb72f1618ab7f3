import { collectHandler } from '@/server/analytics/collect-handler';

// A page view or goal from this site's pages (the beacon of src/lib/analytics-beacon.mjs). The Node server answers it
// without this route (http-server/app-handlers.mjs); the route stays for `next start` and the route tests.
export const POST = collectHandler;
