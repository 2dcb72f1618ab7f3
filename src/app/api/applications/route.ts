import { clientAddress } from '@/server/auth/client-address';
import { MAX_APPLICATION_BODY_BYTES } from '@/lib/body-limits.mjs';
import { readMultipartBody } from '@/server/http/body';
import { withApi } from '@/server/http/handler';
import { rejectCrossOrigin } from '@/server/http/origin';
import { apiData, apiError } from '@/server/http/responses';
import { submitApplication } from '@/server/applications/submit';
import { CAREERS_PATH } from '@/lib/routes';

export const runtime = 'nodejs';

// POST /api/applications: an application with its CV, as multipart/form-data (issue 22). 201 with its id; 400 with a
// message per field (the CV's type decided by its bytes); 413 over 5 MB; 429 when one address sends too many.
// A browser sending the form itself (no script, or before it ran) is answered with the page it came from, at the note
// that says how it went (`#applied` or `#apply-failed`, shown by CSS :target), as a 303 so a reload sends nothing twice.
const isFormNavigation = (request: Request) => request.headers.get('sec-fetch-mode') === 'navigate' || /^text\/html/.test(request.headers.get('accept') ?? '');

function backToForm(form: FormData | null, outcome: 'applied' | 'apply-failed'): Response {
  const opening = form?.get('opening');
  // Only an opening's address as the form has it (the schema's shape), else the careers page.
  const page = typeof opening === 'string' && /^\/careers\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(opening) ? opening : CAREERS_PATH;
  return new Response(null, { status: 303, headers: { Location: `${page}#${outcome}`, 'Cache-Control': 'no-store' } });
}

export const POST = withApi(async (request) => {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const navigation = isFormNavigation(request);
  const read = await readMultipartBody(request, MAX_APPLICATION_BODY_BYTES);
  if (!read.ok) return navigation ? backToForm(null, 'apply-failed') : read.response;
  const result = await submitApplication(read.body, { ip: clientAddress(request.headers), userAgent: request.headers.get('user-agent') });
  if (navigation) return backToForm(read.body, result.ok ? 'applied' : 'apply-failed');
  if (result.ok) return apiData({ id: result.id }, 201);
  if (result.status === 429) return apiError(429, 'rate_limited', result.message, undefined, { 'Retry-After': String(result.retryAfter ?? 60) });
  return apiError(400, 'validation_error', result.message, result.fields);
});
