import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { PreviewBanner } from '@/components/site/preview-banner';
import { ResourceArticle } from '@/components/site/resource-article';
import { resourceFeed } from '@/content/resources';
import { site } from '@/content/site';
import { SHARE_CARD_SIZE } from '@/lib/metadata';
import { resourceFeedPath, resourceOgPath, resourcePath } from '@/lib/routes';
import { slugParam } from '@/lib/schemas/fields';
import type { Resource } from '@/lib/schemas/resource';
import { previewAt } from '@/server/publishing/preview';
import { getMedia } from '@/server/repositories/media';
import { getPublishedResourceBySlug, getPublishedResources, getRedirectFor } from '@/server/queries/public';

export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

// One read per request, shared by generateMetadata and the page. A slug the API would refuse is never queried,
// so made-up URLs cannot fill the resource cache. Staff in preview (draft mode) see the resource they chose.
const getPage = cache(async (slug: string): Promise<{ resource: Resource; preview?: Awaited<ReturnType<typeof previewAt>> } | null> => {
  const parsed = slugParam.safeParse(slug);
  if (!parsed.success) return null;
  const preview = await previewAt(parsed.data);
  if (preview) return { resource: preview.resource, preview };
  const resource = await getPublishedResourceBySlug(parsed.data);
  return resource ? { resource } : null;
});

/** A resource that moved answers 308 at its old address (docs/decisions/0015); anything else unknown is 404. */
async function pageOrRedirect(slug: string) {
  const page = await getPage(slug);
  if (page) return page;
  const to = slugParam.safeParse(slug).success ? await getRedirectFor(resourcePath(slug)) : null;
  if (to) permanentRedirect(to);
  notFound();
}

export async function generateStaticParams() {
  const resources = await getPublishedResources();
  return resources.map((resource) => ({ slug: resource.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage((await params).slug);
  if (!page) return { title: site.notFound.title, robots: { index: false } };
  const { resource } = page;
  const title = resource.seoTitle ?? `${resource.title} | ${site.name}`;
  const description = resource.seoDescription ?? resource.description;
  const path = resourcePath(resource.slug);
  // The social crop of the image chosen in the library, else a card drawn with the resource's title.
  const social = resource.socialImageId ? await getMedia(resource.socialImageId) : null;
  const images = [
    social
      ? { url: social.socialUrl, ...SHARE_CARD_SIZE, alt: social.alt || resource.title, type: 'image/jpeg' }
      : { url: resourceOgPath(resource.slug), ...SHARE_CARD_SIZE, alt: resource.title, type: 'image/png' },
  ];
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path, types: { 'application/atom+xml': [{ url: resourceFeedPath, title: resourceFeed.title }] } },
    robots: resource.noindex || page.preview ? { index: false, follow: !page.preview } : undefined,
    openGraph: { type: 'article', siteName: site.name, title, description, url: path, publishedTime: resource.publishedAt, modifiedTime: resource.updatedAt, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

export default async function Page({ params }: Props) {
  const page = await pageOrRedirect((await params).slug);
  return (
    <>
      {page.preview && <PreviewBanner resource={page.resource} versionOf={page.preview.versionOf} />}
      <ResourceArticle resource={page.resource} />
    </>
  );
}
