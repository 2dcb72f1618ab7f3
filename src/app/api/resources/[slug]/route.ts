import { slugParam } from '@/lib/schemas/fields';
import { withApi } from '@/server/http/handler';
import { publicData } from '@/server/http/etag';
import { notFound } from '@/server/http/responses';
import { getPublishedResourceBySlug } from '@/server/queries/public';

export const GET = withApi<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugParam.safeParse((await params).slug);
  // A malformed slug cannot exist: answer without touching the cache or the database.
  if (!slug.success) return notFound();
  const resource = await getPublishedResourceBySlug(slug.data);
  return resource ? publicData(request, resource) : notFound();
});
