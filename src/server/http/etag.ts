import 'server-only';
import { createHash } from 'node:crypto';
import { pagingSchema } from '@/lib/schemas/paging';
import { validationError } from './responses';

// Short, so a visitor's browser or a CDN never shows a list much older than the server's own 60 s cache.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weakless(tag) === weakless(etag));
}

/** `{ data }` with an ETag and a short Cache-Control; 304 when the client already holds this version. */
export function publicData(request: Request, data: unknown): Response {
  return publicBody(request, { data });
}

/**
 * A public list: the spec's plain call answers every item as `{ data }`; with `?page=` (and `pageSize`, 1–100,
 * default 24) one page of it, `{ data, page, pageSize, total }` (content at scale). A bad page is a 400 naming it.
 */
export function publicList(request: Request, items: readonly unknown[]): Response {
  const params = new URL(request.url).searchParams;
  if (!params.has('page') && !params.has('pageSize')) return publicData(request, items);
  const paging = pagingSchema.safeParse(Object.fromEntries(params));
  if (!paging.success) return validationError(paging.error);
  const { page, pageSize } = paging.data;
  return publicBody(request, { data: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length });
}

function publicBody(request: Request, value: object): Response {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Accept-Encoding' };
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}
