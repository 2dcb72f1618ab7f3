import 'server-only';
import { authorizeStaffRequest } from '../auth/guard';
import type { ServiceResult } from '../services/result';
import { readJsonBody } from './body';
import { withApi } from './handler';
import { rejectCrossOrigin } from './origin';
import { apiData, apiError, noContent } from './responses';

export type IdContext = { params: Promise<{ id: string }> };

type StaffHandler<C> = (args: { request: Request; context: C; body: unknown }) => Promise<Response>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An admin route: staff session first (401/403), then for writes the same-origin check (403) and,
 * for POST/PATCH, a JSON body (415/413/400). Errors are logged and answered 500 by withApi.
 */
export function staffRoute<C = unknown>(handler: StaffHandler<C>) {
  return withApi<C>(async (request, context) => {
    const auth = await authorizeStaffRequest(request);
    if (!auth.ok) return auth.response;
    let body: unknown = undefined;
    if (WRITE_METHODS.has(request.method)) {
      const refused = rejectCrossOrigin(request);
      if (refused) return refused;
      if (request.method !== 'DELETE') {
        const read = await readJsonBody(request);
        if (!read.ok) return read.response;
        body = read.body;
      }
    }
    return handler({ request, context, body });
  });
}

/** A service result as the API answers it: `{ data }` with `status`, 204 for a deletion, or the error shape. */
export function respond<T>(result: ServiceResult<T>, status: 200 | 201 | 204 = 200): Response {
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return status === 204 ? noContent() : apiData(result.data, status);
}
