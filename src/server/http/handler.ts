import 'server-only';
import { randomUUID } from 'node:crypto';
import { errorReason, isDatabaseUnavailable } from '../db/errors';
import { logger } from '../logger';
import { apiError, serviceUnavailable } from './responses';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: a request id on the response and on every log line; a call that throws is answered by
 * `failureAnswer`.
 */
export function withApi<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const incoming = request.headers.get('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const started = Date.now();
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      response = failureAnswer(error, { requestId, method: request.method, path: new URL(request.url).pathname });
    }
    response.headers.set('x-request-id', requestId);
    logger().debug({ requestId, method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Date.now() - started }, 'api');
    return response;
  };
}

/**
 * The answer to a call that threw: an unreachable database is a passing fault (a one-line warning and 503, no stack
 * per request while it lasts); anything else is logged with its stack and answered 500 without details.
 */
export function failureAnswer(error: unknown, request: { requestId?: string; method: string; path: string }): Response {
  if (isDatabaseUnavailable(error)) {
    logger().warn({ ...request, reason: errorReason(error) }, 'Database unavailable: answered 503');
    return serviceUnavailable();
  }
  logger().error({ err: error, ...request }, 'Unhandled API error');
  return apiError(500, 'internal_error', 'Something went wrong. Please try again.');
}
