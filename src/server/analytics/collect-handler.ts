import 'server-only';
import { withApi } from '../http/handler';
import { rejectCrossOrigin } from '../http/origin';
import { collectEvent } from './collect';

// POST /api/collect as a handler of its own: the route file exports it, and the Node server calls it directly, ahead
// of the framework's routing (http-server/app-handlers.mjs), which cost about a millisecond of CPU an event and held
// ingestion near 760 events a second. Another site's event is not counted, and answered 202 all the same: a page
// served under another name than SITE_URL (a proxy, a preview) must not log errors in its visitors' consoles (it cost
// Lighthouse's Best Practices 4 points), and a foreign site learns nothing either way.
export const collectHandler = withApi(async (request: Request) => (rejectCrossOrigin(request) ? new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } }) : collectEvent(request)));

/** Offers the handler to the Node server (instrumentation.ts, once per start). */
export function shareCollectHandler(): void {
  (globalThis as typeof globalThis & { __smarttechAppHandlers?: Record<string, (request: Request) => Promise<Response>> }).__smarttechAppHandlers = {
    'POST /api/collect': (request) => collectHandler(request, {}),
  };
}
