import { notFound } from 'next/navigation';
import { ResourcesListing, resourcesPageMetadata } from '@/components/site/resources-listing';
import { isCategoryId, isResourceType } from '@/lib/categories';
import { pageParam, type CategoryFilter, type TypeFilter } from '@/lib/resource-filters';

// Page 2 onward of a view of /resources, reached through the rewrite of `/resources?…&page=N` (next.config.ts):
// rendered when first asked for, then kept like the prerendered views. Only real filters and page numbers are
// rendered; anything else, or a page past the last, is a 404, whose answer is not kept (ADR 32). Each page has a
// canonical address and a title of its own.
export async function generateMetadata({ params }: Props) {
  return resourcesPageMetadata(pageParam((await params).page) ?? 1);
}
export const revalidate = 60;
// None at build: each is rendered the first time it is asked for, then kept (Next's documented way to have ISR for
// every path; without it the route would be rendered on every request).
export const generateStaticParams = async (): Promise<Array<{ category: string; type: string; page: string }>> => [];

type Props = { params: Promise<{ category: string; type: string; page: string }> };

export default async function Page({ params }: Props) {
  const { category, type, page } = await params;
  const number = pageParam(page);
  const validCategory = category === 'all' || isCategoryId(category);
  const validType = type === 'all' || isResourceType(type);
  if (number === null || !validCategory || !validType) notFound();
  return <ResourcesListing filters={{ category: category as CategoryFilter, type: type as TypeFilter }} page={number} />;
}
