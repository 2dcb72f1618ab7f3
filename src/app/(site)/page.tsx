import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { islandBlocks } from '@/blocks/island-blocks';
import { RenderBlocks } from '@/blocks/render-blocks';
import { JsonLd, organizationJsonLd } from '@/components/site/json-ld';
import { site } from '@/content/site';
import { metadataFor } from '@/lib/metadata';
import { HOME_PATH } from '@/lib/routes';
import { getPublishedPage } from '@/server/queries/public';

// The home page: the CMS page at `/` (src/kinds/pages; staff edit it like any page), drawn from its blocks, with the
// organisation's structured data. Its blocks read bounded selections (the newest testimonials and resources), so
// the page is the same size with six items or ten thousand.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPublishedPage(HOME_PATH);
  if (!page) return { title: site.notFound.title, robots: { index: false } };
  return metadataFor({ path: HOME_PATH, title: page.title, description: page.seo.description, seoTitle: page.seo.title });
}

export default async function Page() {
  const page = await getPublishedPage(HOME_PATH);
  // Never on a working site: the home page cannot be deleted, and the seed makes it.
  if (!page) notFound();
  return (
    <>
      <JsonLd data={await organizationJsonLd()} />
      <RenderBlocks blocks={page.blocks} path={HOME_PATH} islands={islandBlocks} />
    </>
  );
}
