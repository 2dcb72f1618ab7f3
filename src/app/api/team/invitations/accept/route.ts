import { addressKey, clientAddress } from '@/server/auth/client-address';
import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { consume } from '@/server/http/rate-limit';
import { apiData, apiError } from '@/server/http/responses';
import { acceptInvitation } from '@/server/team/invitations';

export const runtime = 'nodejs';

// A few tries per client a quarter of an hour: enough for typos in a password, nothing for guessing links.
const ACCEPT_LIMIT = { points: 10, duration: 15 * 60 };

/** `{ token, name, password }` from the invitation's page: 201 `{ data: { email } }`, then the member signs in. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const address = clientAddress(request.headers);
  const taken = await consume('invitation-accept', ACCEPT_LIMIT, address ? addressKey(address) : 'unknown');
  if (!taken.ok) return apiError(429, 'rate_limited', `Too many attempts: try again in ${Math.ceil(taken.retryAfter / 60)} minutes`, undefined, { 'Retry-After': String(taken.retryAfter) });
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const result = await acceptInvitation(read.body);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiData(result.data, 201);
});
