import 'server-only';
import { createHash } from 'node:crypto';
import { MEDIA_FILE_PATTERN } from '@/lib/media';
import { mediaStore } from './storage';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
// A file's name changes whenever its bytes would (docs/decisions/0016), so browsers and CDNs may keep it for good.
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** GET /media/<id>/<file>: the stored bytes with their type, an ETag and immutable caching; 404 for any other path. */
export async function serveMediaFile(request: Request, segments: string[]): Promise<Response> {
  const key = segments.join('/');
  if (!MEDIA_FILE_PATTERN.test(key)) return notFound();
  const data = await mediaStore().get(key);
  if (!data) return notFound();
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': TYPES[key.slice(key.lastIndexOf('.') + 1)]!,
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const held = request.headers.get('if-none-match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.includes(etag) || held?.includes('*')) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(data), { status: 200, headers: { ...headers, 'Content-Length': String(data.length) } });
}
