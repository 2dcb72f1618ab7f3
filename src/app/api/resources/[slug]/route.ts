import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';
import { withApi } from '@/server/http/handler';
import { publicData } from '@/server/http/etag';
import { notFound } from '@/server/http/responses';
import { getPublishedResourceBySlug } from '@/server/queries/public';

export const GET = withApi<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { slug } = await params;
  // A malformed slug cannot exist: answer without touching the cache or the database.
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return notFound();
  const resource = await getPublishedResourceBySlug(slug);
  return resource ? publicData(request, resource) : notFound();
});
