import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import { failureAnswer } from '../http/handler';
import { refusalOfEvent } from './collect';

// POST /api/collect as the Node server answers it (http-server/app-handlers.mjs), ahead of the framework: its
// routing cost about a millisecond of CPU an event (760 a second), and a web Request and Response per event still
// most of the rest (2,100 a second). Here the server's own parts come in and a plain answer goes out; the counting
// itself is the route's (collect.ts).

/** What http-server/app-handlers.mjs hands over and expects back. */
type AppRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
type AppAnswer = { status: number; headers?: Record<string, string>; body?: string };

const ACCEPTED: AppAnswer = { status: 202, headers: { 'Cache-Control': 'no-store' } };

/** Node's parsed headers read as web Headers are (names in lower case; a repeated header's values joined). */
function readerOf(incoming: IncomingHttpHeaders): Pick<Headers, 'get'> {
  return {
    get(name) {
      const value = incoming[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

async function plainAnswer(response: Response): Promise<AppAnswer> {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/** Synchronous for an event counted at once (see refusalOfEvent): then no promise is made here either. */
export function answerEvent({ method, url, headers, body }: AppRequest): AppAnswer | Promise<AppAnswer> {
  const failed = (error: unknown) => plainAnswer(failureAnswer(error, { requestId: randomUUID(), method, path: new URL(url).pathname }));
  try {
    const refusal = refusalOfEvent({ url, body: body.toString('utf8'), headers: readerOf(headers), allHeaders: () => headersOf(headers) });
    if (refusal === null) return ACCEPTED;
    if (refusal instanceof Response) return plainAnswer(refusal);
    return refusal.then((late) => (late ? plainAnswer(late) : ACCEPTED), failed);
  } catch (error) {
    return failed(error);
  }
}

/** Offers the handler to the Node server (instrumentation.ts, once per start). */
export function shareCollectHandler(): void {
  (globalThis as typeof globalThis & { __smarttechAppHandlers?: Record<string, (request: AppRequest) => AppAnswer | Promise<AppAnswer>> }).__smarttechAppHandlers = {
    'POST /api/collect': answerEvent,
  };
}
