import { draftMode } from 'next/headers';
import { sitePath } from '@/lib/site-path';
import { RESOURCES_PATH } from '@/lib/routes';
import { withApi } from '@/server/http/handler';
import { rejectUnlessSameOrigin } from '@/server/http/origin';
import { PREVIEW_COOKIE } from '@/server/publishing/preview';

/** Leaves staff preview and goes back to `?to=` (a path on this site) or the resources list. */
export const GET = withApi(async (request) => {
  // It sets cookies: only from this site's own pages (the preview banner's link), never a link elsewhere.
  const refused = rejectUnlessSameOrigin(request);
  if (refused) return refused;
  (await draftMode()).disable();
  const to = sitePath(new URL(request.url).searchParams.get('to') ?? '') ?? RESOURCES_PATH;
  const response = new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } });
  response.headers.append('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return response;
});
