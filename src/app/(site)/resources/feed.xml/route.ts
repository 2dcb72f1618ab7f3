import { env } from '@/server/env';
import { atomFeed } from '@/server/publishing/feed';
import { getPublishedResources } from '@/server/queries/public';

// Static, kept fresh like the list: admin writes and passing publication times expire it (cache-tags.ts).
export const revalidate = 60;

export async function GET() {
  const body = atomFeed(await getPublishedResources(), env().SITE_URL);
  return new Response(body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
