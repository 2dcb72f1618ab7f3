import 'server-only';
import { escapeXml } from '@/lib/xml';
import { HOME_PATH, RESOURCES_PATH, resourcePath } from '@/lib/routes';
import { env } from './env';
import { getPublishedPages, getPublishedResources } from './queries/public';
import { getOpenJobOpenings } from './queries/careers';

// The sitemap (sitemaps.org): one file while the site has up to 50,000 addresses, the protocol's limit per file;
// past it, /sitemap.xml is an index of /sitemaps/1.xml, /sitemaps/2.xml, … of 50,000 each. robots.txt names
// /sitemap.xml either way.

export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { url: string; lastModified?: string; changeFrequency: 'daily' | 'monthly'; priority: number };

/** Every public address: each live CMS page, each published (indexable) resource and each open job opening. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const siteUrl = env().SITE_URL;
  const [resources, cmsPages, openings] = await Promise.all([getPublishedResources(), getPublishedPages(), getOpenJobOpenings()]);
  const entry = (path: string, lastModified?: string): SitemapEntry => ({
    url: `${siteUrl}${path === HOME_PATH ? '' : path}`,
    ...(lastModified ? { lastModified } : {}),
    changeFrequency: path === HOME_PATH || path === RESOURCES_PATH ? 'daily' : 'monthly',
    priority: path === HOME_PATH ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  });
  const pages = [...cmsPages.map((page) => entry(page.path, page.publishedAt ?? page.updatedAt))];
  // A noindex resource stays out: the sitemap lists what search engines should index.
  const articles = resources.filter((resource) => !resource.noindex).map((resource) => ({ ...entry(resourcePath(resource.slug), resource.updatedAt), changeFrequency: 'monthly' as const, priority: 0.6 }));
  const jobs = openings.map((opening) => ({ ...entry(opening.path, opening.updatedAt), changeFrequency: 'monthly' as const, priority: 0.6 }));
  return [...pages, ...articles, ...jobs];
}

/** The address of the index's `number`th file (from 1). */
export const sitemapFilePath = (number: number) => `/sitemaps/${number}.xml`;

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

function urlSet(entries: readonly SitemapEntry[]): Response {
  const urls = entries.map(
    (entry) =>
      `<url>\n<loc>${escapeXml(entry.url)}</loc>\n${entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>\n` : ''}<changefreq>${entry.changeFrequency}</changefreq>\n<priority>${entry.priority}</priority>\n</url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}

/**
 * `/sitemap.xml` (file null) or `/sitemaps/<file>.xml`: the one file, the index past `max` addresses, or a file of it.
 * A file the index does not list (or any file while one suffices) is a 404.
 */
export async function sitemapResponse(file: number | null, max = SITEMAP_MAX_URLS): Promise<Response> {
  const entries = await sitemapEntries();
  const files = Math.ceil(entries.length / max);
  if (file === null) {
    if (files <= 1) return urlSet(entries);
    const siteUrl = env().SITE_URL;
    const listed = Array.from({ length: files }, (_, index) => `<sitemap>\n<loc>${escapeXml(`${siteUrl}${sitemapFilePath(index + 1)}`)}</loc>\n</sitemap>`);
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.join('\n')}\n</sitemapindex>`);
  }
  if (files <= 1 || !Number.isInteger(file) || file < 1 || file > files) return notFound();
  return urlSet(entries.slice((file - 1) * max, file * max));
}
