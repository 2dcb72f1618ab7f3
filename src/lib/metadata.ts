import type { Metadata } from 'next';
import { copyFor } from '@/content/pages';
import { site } from '@/content/site';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 };
/** The social card of every public page (src/app/og/route.tsx); metadataBase makes the address absolute. */
export const shareCard = { url: '/og', ...SHARE_CARD_SIZE, alt: `${site.name}: ${site.tagline}`, type: 'image/png' };

/** Title, description, canonical URL and social cards of one public route (metadataBase supplies the origin). */
export function pageMetadata(path: string): Metadata {
  return metadataFor({ ...copyFor(path), path });
}

/** The same for a page kept in the CMS: its own title (or SEO title) and description. */
export function metadataFor(copy: { path: string; title: string; description: string; seoTitle?: string | null }): Metadata {
  const { path } = copy;
  const title = copy.seoTitle ?? (path === '/' ? `${site.name} | ${copy.title}` : `${copy.title} | ${site.name}`);
  return {
    title: { absolute: title },
    description: copy.description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: site.name, title, description: copy.description, url: path, locale: 'en_US', images: [shareCard] },
    twitter: { card: 'summary_large_image', title, description: copy.description, images: [shareCard] },
  };
}
