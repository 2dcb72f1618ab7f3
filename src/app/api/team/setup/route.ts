import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { consumeClientTry, tooManyTries } from '@/server/team/limits';
import { apiData, apiError } from '@/server/http/responses';
import { completeSetup } from '@/server/team/first-run';

export const runtime = 'nodejs';

/** `{ token, email, name, password }` from the first run's page: 201 `{ data: { email } }`, the first admin. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  // Counted once the body is one (a malformed request spends nobody's budget).
  const taken = await consumeClientTry('first-run', request.headers);
  if (!taken.ok) return apiError(429, 'rate_limited', tooManyTries(taken.retryAfter), undefined, { 'Retry-After': String(taken.retryAfter) });
  const result = await completeSetup(read.body);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiData(result.data, 201);
});
