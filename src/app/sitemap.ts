import type { MetadataRoute } from 'next';
import { env } from '@/server/env';
import { getPublishedPages, getPublishedResources } from '@/server/queries/public';
import { CODE_PAGE_PATHS, RESOURCES_PATH, resourcePath } from '@/lib/routes';

export const revalidate = 60;

/** Every public page: those written in code, each live CMS page and each published (indexable) resource. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const [resources, cmsPages] = await Promise.all([getPublishedResources(), getPublishedPages()]);
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    ...(lastModified ? { lastModified } : {}),
    changeFrequency: path === '/' || path === RESOURCES_PATH ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  });
  const pages = [...CODE_PAGE_PATHS.map((path) => entry(path)), ...cmsPages.map((page) => entry(page.path, page.publishedAt ?? page.updatedAt))];
  // A noindex resource stays out: the sitemap lists what search engines should index.
  const articles: MetadataRoute.Sitemap = resources.filter((resource) => !resource.noindex).map((resource) => ({
    url: `${siteUrl}${resourcePath(resource.slug)}`,
    lastModified: resource.updatedAt,
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
