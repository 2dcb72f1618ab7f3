import { draftMode } from 'next/headers';
import { idParam } from '@/lib/schemas/fields';
import { resourcePath } from '@/lib/routes';
import { env } from '@/server/env';
import { rejectUnlessSameOrigin } from '@/server/http/origin';
import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { encodePreview, PREVIEW_COOKIE } from '@/server/publishing/preview';
import { resourceFor } from '@/server/services/resources';
import { versionOf } from '@/server/services/resource-history';

/**
 * Opens the public page of a resource (`?version=` one of its versions) as visitors will see it, in draft mode:
 * staff only, for this browser only. `/api/preview/exit` leaves it.
 */
export const GET = staffRoute<IdContext>(async ({ request, context }) => {
  // It sets cookies: only from this site's own pages, never a link elsewhere (CSRF).
  const refused = rejectUnlessSameOrigin(request);
  if (refused) return refused;
  const { id } = await context.params;
  const versionParam = new URL(request.url).searchParams.get('version');
  const found = versionParam ? await versionOf(id, versionParam) : await resourceFor(id);
  if (!found.ok) return respond(found);
  const slug = 'snapshot' in found.data ? found.data.snapshot.slug : found.data.slug;
  const version = versionParam && idParam.safeParse(versionParam).success ? versionParam : undefined;
  (await draftMode()).enable();
  const response = new Response(null, { status: 303, headers: { Location: resourcePath(slug), 'Cache-Control': 'no-store' } });
  const secure = env().SITE_URL.startsWith('https:') ? '; Secure' : '';
  response.headers.append('Set-Cookie', `${PREVIEW_COOKIE}=${encodeURIComponent(encodePreview({ id, version }))}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  return response;
}, { allow: 'content:read' });
