import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { consumeClientTry, tooManyTries } from '@/server/team/limits';
import { apiData, apiError } from '@/server/http/responses';
import { acceptInvitation } from '@/server/team/invitations';

export const runtime = 'nodejs';

/** `{ token, name, password }` from the invitation's page: 201 `{ data: { email } }`, then the member signs in. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  // Counted once the body is one (a malformed request spends nobody's budget).
  const taken = await consumeClientTry('invitation-accept', request.headers);
  if (!taken.ok) return apiError(429, 'rate_limited', tooManyTries(taken.retryAfter), undefined, { 'Retry-After': String(taken.retryAfter) });
  const result = await acceptInvitation(read.body);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiData(result.data, 201);
});
