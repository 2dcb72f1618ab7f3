import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RenderBlocks } from '@/blocks/render-blocks';
import { metadataFor } from '@/lib/metadata';
import { getPublishedPage } from '@/server/queries/public';

// A page kept in the CMS (src/kinds/pages), drawn from its blocks by the route file of its address. The catch-all
// route that will serve every address is not here yet (docs/decisions/0036): until then a page's address is fixed.

export async function cmsPageMetadata(path: string): Promise<Metadata> {
  const page = await getPublishedPage(path);
  return page ? metadataFor({ path, title: page.title, description: page.seo.description, seoTitle: page.seo.title }) : {};
}

export async function CmsPage({ path }: { path: string }) {
  const page = await getPublishedPage(path);
  // Only if staff deleted it: the route is then a 404, like any other unknown address.
  if (!page) notFound();
  return <RenderBlocks blocks={page.blocks} />;
}
