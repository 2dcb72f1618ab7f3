import 'server-only';
import { withApi } from '../http/handler';
import { rejectCrossOrigin } from '../http/origin';
import { collectEvent } from './collect';

// POST /api/collect as a handler of its own: the route file exports it, and the Node server calls it directly, ahead
// of the framework's routing (http-server/app-handlers.mjs), which cost about a millisecond of CPU an event and held
// ingestion near 760 events a second. Another site's event is refused (same-origin only).
export const collectHandler = withApi(async (request: Request) => rejectCrossOrigin(request) ?? collectEvent(request));

/** Offers the handler to the Node server (instrumentation.ts, once per start). */
export function shareCollectHandler(): void {
  (globalThis as typeof globalThis & { __smarttechAppHandlers?: Record<string, (request: Request) => Promise<Response>> }).__smarttechAppHandlers = {
    'POST /api/collect': (request) => collectHandler(request, {}),
  };
}
