import { sitemapResponse } from '@/server/sitemap';

// The sitemap, or past 50,000 addresses the index of its files (src/server/sitemap.ts); kept like a page.
export const revalidate = 60;

export function GET(): Promise<Response> {
  return sitemapResponse(null);
}
