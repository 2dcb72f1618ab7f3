import 'server-only';
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

/** Every /api/auth/* request: Better Auth, fed the client address we trust, with one 429 shape. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = await getAuth();
  const response = await auth.handler(withClientAddress(request));
  return response.status === 429 ? normalizeTooManyRequests(response) : response;
}
