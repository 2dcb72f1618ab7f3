import type { MetadataRoute } from 'next';
import { publicPaths } from '@/content/pages';
import { env } from '@/server/env';
import { getPublishedResources } from '@/server/queries/public';
import { resourcePath } from '@/lib/routes';

export const revalidate = 60;

/** Every public page of the route table, plus each published (indexable) resource with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const resources = await getPublishedResources();
  const pages: MetadataRoute.Sitemap = publicPaths.map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' || path === '/resources' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
  // A noindex resource stays out: the sitemap lists what search engines should index.
  const articles: MetadataRoute.Sitemap = resources.filter((resource) => !resource.noindex).map((resource) => ({
    url: `${siteUrl}${resourcePath(resource.slug)}`,
    lastModified: resource.updatedAt,
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
