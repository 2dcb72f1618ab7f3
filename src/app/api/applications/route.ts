import { clientAddress } from '@/server/auth/client-address';
import { MAX_APPLICATION_BODY_BYTES } from '@/lib/body-limits.mjs';
import { readMultipartBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { apiData, apiError } from '@/server/http/responses';
import { submitApplication } from '@/server/applications/submit';

export const runtime = 'nodejs';

// POST /api/applications: an application with its CV, as multipart/form-data (issue 22). 201 with its id; 400 with a
// message per field (the CV's type decided by its bytes); 413 over 5 MB; 429 when one address sends too many.
export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const read = await readMultipartBody(request, MAX_APPLICATION_BODY_BYTES);
  if (!read.ok) return read.response;
  const result = await submitApplication(read.body, { ip: clientAddress(request.headers), userAgent: request.headers.get('user-agent') });
  if (result.ok) return apiData({ id: result.id }, 201);
  if (result.status === 429) return apiError(429, 'rate_limited', result.message, undefined, { 'Retry-After': String(result.retryAfter ?? 60) });
  return apiError(400, 'validation_error', result.message, result.fields);
});
