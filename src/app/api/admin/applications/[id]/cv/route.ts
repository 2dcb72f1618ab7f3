import { staffRoute, type IdContext } from '@/server/http/route';
import { apiError } from '@/server/http/responses';
import { cvOf } from '@/server/applications/staff';

export const runtime = 'nodejs';

/**
 * A CV, to staff only (a session, else 401/403 before anything is read), always as a download: never shown inline,
 * where a crafted PDF could run in the site's origin; never kept by a browser or a proxy.
 */
export const GET = staffRoute<IdContext>(async ({ context }) => {
  const cv = await cvOf((await context.params).id);
  if (!cv) return apiError(404, 'not_found', 'CV not found');
  const ascii = cv.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(cv.bytes), {
    headers: {
      'Content-Type': cv.mimeType,
      'Content-Length': String(cv.bytes.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}, { allow: 'applications' });
