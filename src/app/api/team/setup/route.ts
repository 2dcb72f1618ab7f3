import { addressKey, clientAddress } from '@/server/auth/client-address';
import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { consume } from '@/server/http/rate-limit';
import { apiData, apiError } from '@/server/http/responses';
import { completeSetup } from '@/server/team/first-run';

export const runtime = 'nodejs';

const SETUP_LIMIT = { points: 10, duration: 15 * 60 };

/** `{ token, email, name, password }` from the first run's page: 201 `{ data: { email } }`, the first admin. */
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const address = clientAddress(request.headers);
  const taken = await consume('first-run', SETUP_LIMIT, address ? addressKey(address) : 'unknown');
  if (!taken.ok) return apiError(429, 'rate_limited', `Too many attempts: try again in ${Math.ceil(taken.retryAfter / 60)} minutes`, undefined, { 'Retry-After': String(taken.retryAfter) });
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const result = await completeSetup(read.body);
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  return apiData(result.data, 201);
});
