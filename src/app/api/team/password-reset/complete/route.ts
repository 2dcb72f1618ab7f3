import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { consumeClientTry, tooManyTries } from '@/server/team/limits';
import { apiData, apiError } from '@/server/http/responses';
import { completePasswordReset } from '@/server/team/password-reset';

export const runtime = 'nodejs';

/** `{ token, password }` from the reset page: 200 `{ data: { email } }`; the account's sessions have ended. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  // Counted once the body is one (a malformed request spends nobody's budget).
  const taken = await consumeClientTry('reset-complete', request.headers);
  if (!taken.ok) return apiError(429, 'rate_limited', tooManyTries(taken.retryAfter), undefined, { 'Retry-After': String(taken.retryAfter) });
  const result = await completePasswordReset(read.body);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiData(result.data);
});
