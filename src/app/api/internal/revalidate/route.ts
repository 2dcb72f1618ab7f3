import { revalidateLocalContent } from '@/server/cache-tags';
import { withApi } from '@/server/http/handler';
import { apiError, noContent } from '@/server/http/responses';
import { readTextBody } from '@/server/http/body';
import { fromLoopback, hasFreshSignature, loopbackKey, MAX_LOOPBACK_BODY, verifySignature } from '@/server/revalidation/loopback';
import { changeSchema } from '@/server/revalidation/protocol';

/**
 * The content listener's way into Next's request scope (docs/decisions/0012): expires this instance's cache
 * for a change another instance published. Only from this machine, and only signed with the auth secret.
 */
export const POST = withApi(async (request) => {
  // The socket's address and the signature's form and age first: nobody else gets a byte of the body read.
  if (!fromLoopback(request.headers)) return apiError(403, 'forbidden', 'Forbidden');
  if (!hasFreshSignature(request.headers)) return apiError(401, 'unauthorized', 'Invalid signature');
  const read = await readTextBody(request, MAX_LOOPBACK_BODY);
  if (!read.ok) return read.response;
  const body = read.body;
  if (!verifySignature(await loopbackKey(), request.headers, body)) return apiError(401, 'unauthorized', 'Invalid signature');
  let change: unknown;
  try {
    change = JSON.parse(body);
  } catch {
    return apiError(400, 'invalid_json', 'Request body is not valid JSON');
  }
  const parsed = changeSchema.safeParse(change);
  if (!parsed.success) return apiError(400, 'validation_error', 'Not a content change');
  revalidateLocalContent(parsed.data);
  return noContent();
});
