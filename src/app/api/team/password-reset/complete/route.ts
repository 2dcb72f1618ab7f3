import { addressKey, clientAddress } from '@/server/auth/client-address';
import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { consume } from '@/server/http/rate-limit';
import { apiData, apiError } from '@/server/http/responses';
import { completePasswordReset } from '@/server/team/password-reset';

export const runtime = 'nodejs';

const COMPLETE_LIMIT = { points: 10, duration: 15 * 60 };

/** `{ token, password }` from the reset page: 200 `{ data: { email } }`; the account's sessions have ended. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const address = clientAddress(request.headers);
  const taken = await consume('reset-complete', COMPLETE_LIMIT, address ? addressKey(address) : 'unknown');
  if (!taken.ok) return apiError(429, 'rate_limited', `Too many attempts: try again in ${Math.ceil(taken.retryAfter / 60)} minutes`, undefined, { 'Retry-After': String(taken.retryAfter) });
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const result = await completePasswordReset(read.body);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiData(result.data);
});
