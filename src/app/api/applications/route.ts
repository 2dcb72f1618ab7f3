import { clientAddress } from '@/server/auth/client-address';
import { MAX_APPLICATION_BODY_BYTES } from '@/lib/body-limits.mjs';
import { readMultipartBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { apiData, apiError } from '@/server/http/responses';
import { submitApplication } from '@/server/applications/submit';
import { applicationReturn, isFormNavigation, refererPath } from '@/lib/application-return.mjs';

export const runtime = 'nodejs';

// POST /api/applications: an application with its CV, as multipart/form-data (issue 22). 201 with its id; 400 with a
// message per field (the CV's type decided by its bytes); 413 over 5 MB; 429 when one address sends too many.
// A browser sending the form itself is answered with the page it came from, at the note that says how it went.
function backToForm(path: unknown, outcome: 'applied' | 'apply-failed'): Response {
  const { status, location } = applicationReturn(path, outcome);
  return new Response(null, { status, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const navigation = isFormNavigation(request.headers.get('sec-fetch-mode'), request.headers.get('accept'));
  const read = await readMultipartBody(request, MAX_APPLICATION_BODY_BYTES);
  if (!read.ok) return navigation ? backToForm(refererPath(request.headers.get('referer')), 'apply-failed') : read.response;
  const result = await submitApplication(read.body, { ip: clientAddress(request.headers), userAgent: request.headers.get('user-agent'), headers: request.headers });
  if (navigation) return backToForm(read.body.get('opening'), result.ok ? 'applied' : 'apply-failed');
  if (result.ok) return apiData({ id: result.id }, 201);
  if (result.status === 429) return apiError(429, 'rate_limited', result.message, undefined, { 'Retry-After': String(result.retryAfter ?? 60) });
  return apiError(400, 'validation_error', result.message, result.fields);
});
