import 'server-only';
import { readJsonBody } from '../http/body';
import { withApi } from '../http/handler';
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

/**
 * Better Auth puts the session token in its JSON answers (sign-in's `token`, get-session's `session.token`,
 * change-password's `token`). The browser needs only the HttpOnly cookie: a token that page scripts can read is one
 * an injected script could send away. Every JSON answer leaves here without one.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return response;
  const session = body.session && typeof body.session === 'object' ? (body.session as Record<string, unknown>) : undefined;
  if (!('token' in body) && !(session && 'token' in session)) return response;
  const { token: _token, ...rest } = body;
  if (session) {
    const { token: _sessionToken, ...sessionRest } = session;
    rest.session = sessionRest;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, statusText: response.statusText, headers });
}

const BASE_PATH = '/api/auth';

/**
 * The Better Auth endpoints the product calls: the login form and its second step (a code from the app or a recovery
 * code), passkeys, the sign-out button (and the session refresh its client does), a password change, and turning two-factor
 * sign-in on and off (with new recovery codes). Every other one (sign-up, the admin plugin's user and role calls,
 * session lists, profile updates, …) answers 404: what we do not use cannot be turned against us.
 */
const USED_ENDPOINTS = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'POST /change-password',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/generate-backup-codes',
  // Passkeys: finishing adding one on the account page (it starts with the password, at
  // /api/admin/account/passkey-options), listing and removing one's own, and signing in with one.
  'POST /passkey/verify-registration',
  'GET /passkey/list-user-passkeys',
  'POST /passkey/delete-passkey',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
]);

// The raw path, matched exactly: a variant the router might read differently (case, encoding, slashes) is not listed.
function isUsedEndpoint(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(`${BASE_PATH}/`) && USED_ENDPOINTS.has(`${request.method} ${pathname.slice(BASE_PATH.length)}`);
}

/** The request with its body read under the API's rule (413 over MAX_BODY_BYTES, declared or counted; JSON only). */
async function withCappedBody(request: Request): Promise<{ ok: true; request: Request } | { ok: false; response: Response }> {
  if (request.body === null || request.headers.get('content-length') === '0') return { ok: true, request };
  const read = await readJsonBody(request);
  if (!read.ok) return read;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return { ok: true, request: new Request(request.url, { method: request.method, headers, body: JSON.stringify(read.body) }) };
}

async function serveAuthRequest(request: Request): Promise<Response> {
  if (!isUsedEndpoint(request)) return apiError(404, 'not_found', 'Not found');
  const capped = await withCappedBody(request);
  if (!capped.ok) return capped.response;
  const auth = await getAuth();
  const response = await auth.handler(withClientAddress(capped.request));
  return response.status === 429 ? normalizeTooManyRequests(response) : withoutSessionToken(response);
}

// withApi: a request id, and an unreachable database answered 503 (Better Auth passes its errors on: auth.ts).
const authApi = withApi<undefined>(serveAuthRequest);

/** Every /api/auth/* request: the endpoints we use, a capped body, Better Auth fed the client address we trust. */
export function handleAuthRequest(request: Request): Promise<Response> {
  return authApi(request, undefined);
}
