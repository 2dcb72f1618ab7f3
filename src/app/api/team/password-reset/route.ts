import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { apiError } from '@/server/http/responses';
import { requestPasswordReset } from '@/server/team/password-reset';

export const runtime = 'nodejs';

/** `{ email }` from "Forgot password?": 202 for every well-formed address, account or not; 429 past the limits. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const result = await requestPasswordReset(read.body, request.headers);
  if (result.ok) return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  if ('retryAfter' in result) return apiError(429, 'rate_limited', result.message, undefined, { 'Retry-After': String(result.retryAfter) });
  return apiError(result.status, result.code, result.message, result.fields);
});
