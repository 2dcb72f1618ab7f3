import { clientAddress } from '@/server/auth/client-address';
import { readJsonBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { apiData, apiError } from '@/server/http/responses';
import { submitContactRequest } from '@/server/services/contact';

export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const result = await submitContactRequest(read.body, { ip: clientAddress(request.headers), userAgent: request.headers.get('user-agent'), referer: request.headers.get('referer'), headers: request.headers });
  if (result.ok) return apiData({ id: result.id }, 201);
  if (result.status === 429) return apiError(429, 'rate_limited', result.message, undefined, { 'Retry-After': String(result.retryAfter ?? 60) });
  return apiError(400, 'validation_error', result.message, result.fields);
});
