import { mediaUploadLimit } from '@/server/http/rate-limit';
import { respond, staffRoute } from '@/server/http/route';
import { listMediaPage, uploadMedia } from '@/server/services/media';

// The upload is read whole (10 MB at most) and processed here: sharp needs Node.
export const runtime = 'nodejs';

export const GET = staffRoute(async ({ request }) => {
  const search = new URL(request.url).searchParams;
  const result = await listMediaPage(search.get('page'), search.get('q'));
  if (!result.ok) return respond(result);
  const { items, ...meta } = result.data;
  // The page's items under `data`, as every list; where they sit in the library under `meta`.
  return Response.json({ data: items, meta }, { headers: { 'Cache-Control': 'no-store' } });
}, { allow: 'content:read' });

export const POST = staffRoute(async ({ body, user }) => respond(await uploadMedia(body as FormData, user.id), 201), { allow: 'content:write',
  body: 'multipart',
  limit: { name: 'media-upload', ...mediaUploadLimit },
});
