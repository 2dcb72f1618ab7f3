import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { RenderBlocks } from '@/blocks/render-blocks';
import { site } from '@/content/site';
import { metadataFor } from '@/lib/metadata';
import { REDIRECT_SOURCE_MAX } from '@/lib/schemas/redirect';
import { FIXED_PAGES } from '@/lib/routes';
import { sitePath } from '@/lib/site-path';
import { getPublishedPage, getPublishedPages, getRedirectFor } from '@/server/queries/public';

// Every page kept in the CMS (src/kinds/pages), at its address, drawn from its blocks; the fixed pages (lib/routes.ts
// FIXED_PAGES) have route files of their own, which Next matches first. Prerendered at build,
// a page published later is rendered when first asked for and kept like the others (revalidate).
export const revalidate = 60;

type Props = { params: Promise<{ path: string[] }> };

const addressOf = async (params: Props['params']) => `/${(await params).path.join('/')}`;

export async function generateStaticParams() {
  const pages = await getPublishedPages();
  // The home and contact pages have route files of their own (app/(site)/page.tsx, contact/page.tsx).
  return pages.filter((page) => !Object.hasOwn(FIXED_PAGES, page.path)).map((page) => ({ path: page.path.slice(1).split('/') }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = await addressOf(params);
  const page = await getPublishedPage(path);
  if (!page) return { title: site.notFound.title, robots: { index: false } };
  return metadataFor({ path, title: page.title, description: page.seo.description, seoTitle: page.seo.title });
}

export default async function Page({ params }: Props) {
  const path = await addressOf(params);
  const page = await getPublishedPage(path);
  if (page) return <RenderBlocks blocks={page.blocks} path={path} />;
  // A page that moved answers 308 at its old address (docs/decisions/0015); anything else unknown is a 404, whose
  // answer is not kept (http-server/framework-cache.mjs), so made-up addresses cannot fill the cache.
  const from = sitePath(path);
  const to = from && from.length <= REDIRECT_SOURCE_MAX ? await getRedirectFor(from) : null;
  if (to) permanentRedirect(to);
  notFound();
}
