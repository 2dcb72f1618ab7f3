import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

/** Staff pages and the API stay out of search engines; the sitemap lists everything else. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
