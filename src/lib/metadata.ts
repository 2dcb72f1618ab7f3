import type { Metadata } from 'next';
import { copyFor } from '@/content/pages';
import { site } from '@/content/site';

/** Title, description, canonical URL and social cards of one public route (metadataBase supplies the origin). */
export function pageMetadata(path: string): Metadata {
  const copy = copyFor(path);
  const title = path === '/' ? `${site.name} | ${copy.title}` : `${copy.title} | ${site.name}`;
  return {
    title: { absolute: title },
    description: copy.description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: site.name, title, description: copy.description, url: path, locale: 'en_US' },
    twitter: { card: 'summary_large_image', title, description: copy.description },
  };
}
