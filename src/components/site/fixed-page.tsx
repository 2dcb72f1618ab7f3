import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RenderBlocks, type BlockComponents } from '@/blocks/render-blocks';
import { site } from '@/content/site';
import { metadataFor } from '@/lib/metadata';
import { getPublishedPage } from '@/server/queries/public';

// The CMS pages with route files of their own (lib/routes.ts FIXED_PAGES): drawn from their blocks like every page. The
// home, contact and resources routes hand it the blocks that carry client code (ISLAND_PAGES), which only they bring.

/** A fixed page's title and search snippet, as staff set them. */
export async function fixedPageMetadata(path: string): Promise<Metadata> {
  const page = await getPublishedPage(path);
  if (!page) return { title: site.notFound.title, robots: { index: false } };
  return metadataFor({ path, title: page.title, description: page.seo.description, seoTitle: page.seo.title });
}

/** A fixed page as published. Never missing on a working site: these pages cannot be deleted, and the seed makes them. */
export async function publishedFixedPage(path: string) {
  const page = await getPublishedPage(path);
  if (!page) notFound();
  return page;
}

/** A fixed page's blocks, with the components of the interactive blocks its route brings (the careers page: its form). */
export async function FixedPage({ path, islands }: { path: string; islands?: BlockComponents }) {
  const page = await publishedFixedPage(path);
  return <RenderBlocks blocks={page.blocks} path={path} islands={islands} />;
}
