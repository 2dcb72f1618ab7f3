import 'server-only';
import { apiError } from '../http/responses';
import { getAuth } from './auth';
import { withClientAddress } from './client-address';
import { authSettings, TOO_MANY_ATTEMPTS, tooManyAttemptsMessage } from './settings';

/** Better Auth's own 429 says only "Too many requests"; give it the lockout's shape and wording. */
async function normalizeTooManyRequests(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code === TOO_MANY_ATTEMPTS) return response;
  const retryAfter = Number(response.headers.get('X-Retry-After')) || authSettings.signInWindowSeconds;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('Retry-After', String(retryAfter));
  return Response.json(
    { code: TOO_MANY_ATTEMPTS, message: tooManyAttemptsMessage(retryAfter), retryAfter },
    { status: 429, headers },
  );
}

const BASE_PATH = '/api/auth';

/**
 * The Better Auth endpoints the product calls: the login form, the sign-out button (and the session refresh its
 * client does), a password change. Every other one (sign-up, the admin plugin's user and role calls, session
 * lists, …) answers 404: what we do not use cannot be turned against us.
 */
const USED_ENDPOINTS = new Set(['POST /sign-in/email', 'POST /sign-out', 'GET /get-session', 'POST /change-password']);

// The raw path, matched exactly: a variant the router might read differently (case, encoding, slashes) is not listed.
function isUsedEndpoint(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(`${BASE_PATH}/`) && USED_ENDPOINTS.has(`${request.method} ${pathname.slice(BASE_PATH.length)}`);
}

async function serveAuthRequest(request: Request): Promise<Response> {
  if (!isUsedEndpoint(request)) return apiError(404, 'not_found', 'Not found');
  const auth = await getAuth();
  const response = await auth.handler(withClientAddress(request));
  return response.status === 429 ? normalizeTooManyRequests(response) : response;
}

/** Every /api/auth/* request: the endpoints we use, Better Auth fed the client address we trust. */
export function handleAuthRequest(request: Request): Promise<Response> {
  return serveAuthRequest(request);
}
