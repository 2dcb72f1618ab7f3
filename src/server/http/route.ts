import 'server-only';
import { authorizeStaffRequest, type StaffUser } from '../auth/guard';
import { mustSetUpTwoFactor } from '../auth/two-factor-rule';
import type { ServiceResult } from '../services/result';
import { actingAs } from '../repositories/audit-log';
import { readJsonBody, readMultipartBody } from './body';
import { withApi } from './handler';
import { rejectCrossOrigin } from './origin';
import { consume, type Limit } from './rate-limit';
import { apiData, apiError, noContent } from './responses';
import { can, roleLabels, type Permission, type StaffRole } from '@/lib/staff-roles';

export type IdContext = { params: Promise<{ id: string }> };

type StaffHandler<C> = (args: { request: Request; context: C; body: unknown; user: StaffUser }) => Promise<Response>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a write carries: a JSON body (the default), a multipart form (the media upload: `body` is its FormData), or
 * nothing (an action such as "restore"; a body is ignored).
 */
/**
 * Which permission a route needs (src/lib/staff-roles.ts): one for the route, or one read from its parameters (a
 * kind's routes: each kind says who may change it). Required: a route without a rule does not compile, and the
 * route × role test reads it.
 */
export type RouteRule<C> = Permission | ((context: C) => Promise<Permission>);

type StaffRouteOptions<C> = {
  allow: RouteRule<C>;
  /** `optional-json`: a request with neither a content type nor a length carries none (a publish without options). */
  body?: 'json' | 'optional-json' | 'multipart' | 'none';
  /** A per-account budget of writes (rate-limit.ts), taken before the body is read: 429 with Retry-After once spent. */
  limit?: { name: string } & Limit;
};

/** The author of a write as versions and redirects record it. */
export const authorOf = (user: StaffUser) => ({ id: user.id, name: user.name || user.email });

/**
 * An admin route: staff session first (401/403), then the role's permission (403), then for writes the same-origin check (403) and,
 * for POST/PATCH, a JSON body (415/413/400). Errors are logged and answered 500 by withApi.
 */
export function staffRoute<C = unknown>(handler: StaffHandler<C>, options: StaffRouteOptions<C>) {
  const route = withApi<C>(async (request, context) => {
    const auth = await authorizeStaffRequest(request);
    if (!auth.ok) return auth.response;
    const needed = typeof options.allow === 'function' ? await options.allow(context) : options.allow;
    if (needed !== 'self' && mustSetUpTwoFactor(auth.user)) return apiError(403, 'two_factor_required', 'Turn on two-factor sign-in on your account page first: this site requires it');
    if (!can(auth.user.role, needed)) return forbiddenForRole(auth.user.role);
    let body: unknown = undefined;
    if (WRITE_METHODS.has(request.method)) {
      const refused = rejectCrossOrigin(request);
      if (refused) return refused;
      if (options.limit) {
        const { name, ...limit } = options.limit;
        const taken = await consume(name, limit, auth.user.id);
        if (!taken.ok) return apiError(429, 'rate_limited', `Too many requests: try again in ${taken.retryAfter} s`, undefined, { 'Retry-After': String(taken.retryAfter) });
      }
      const bodiless = options.body === 'optional-json' && !request.headers.has('content-type') && (request.headers.get('content-length') ?? '0') === '0';
      if (request.method !== 'DELETE' && options.body !== 'none' && !bodiless) {
        const read = options.body === 'multipart' ? await readMultipartBody(request) : await readJsonBody(request);
        if (!read.ok) return read.response;
        body = read.body;
      }
    }
    // Every audit entry the handler's writes make names this member (repositories/audit-log.ts).
    return actingAs(auth.user, () => handler({ request, context, body, user: auth.user }));
  });
  return Object.assign(route, { allow: options.allow });
}

/** 403 for a signed-in member whose role may not use the route (no session stays 401). */
export function forbiddenForRole(role: StaffRole): Response {
  return apiError(403, 'forbidden', `Your role (${roleLabels[role].label}) cannot do this: ask an admin if you need it`);
}

/** A service result as the API answers it: `{ data }` with `status`, 204 for a deletion, or the error shape. */
export function respond<T>(result: ServiceResult<T>, status: 200 | 201 | 204 = 200): Response {
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return status === 204 ? noContent() : apiData(result.data, status);
}
