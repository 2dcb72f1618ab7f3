import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ResourceArticle } from '@/components/site/resource-article';
import { site } from '@/content/site';
import { shareCard } from '@/lib/metadata';
import { slugParam } from '@/lib/schemas/fields';
import { getPublishedResourceBySlug, getPublishedResources } from '@/server/queries/public';
import { resourcePath } from '@/lib/routes';

export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

// One read per request, shared by generateMetadata and the page. A slug the API would refuse is never queried,
// so made-up URLs cannot fill the resource cache.
const getResource = cache(async (slug: string) => {
  const parsed = slugParam.safeParse(slug);
  return parsed.success ? getPublishedResourceBySlug(parsed.data) : null;
});

export async function generateStaticParams() {
  const resources = await getPublishedResources();
  return resources.map((resource) => ({ slug: resource.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resource = await getResource((await params).slug);
  if (!resource) return { title: site.notFound.title, robots: { index: false } };
  const title = `${resource.title} | ${site.name}`;
  const path = resourcePath(resource.slug);
  // Crawlers do not render the SVG covers this site draws, so shares use the site's PNG card.
  const images = [shareCard];
  return {
    title: { absolute: title },
    description: resource.description,
    alternates: { canonical: path },
    openGraph: { type: 'article', siteName: site.name, title, description: resource.description, url: path, publishedTime: resource.publishedAt, images },
    twitter: { card: 'summary_large_image', title, description: resource.description, images },
  };
}

export default async function Page({ params }: Props) {
  const resource = await getResource((await params).slug);
  if (!resource) notFound();
  return <ResourceArticle resource={resource} />;
}
