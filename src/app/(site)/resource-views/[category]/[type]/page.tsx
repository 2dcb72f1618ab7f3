import { ResourcesListing, resourcesListMetadata } from '@/components/site/resources-listing';
import { parseResourceFilters } from '@/lib/resource-filters';
import { resourceViewParams } from '@/lib/resource-filter-views';

// A filtered view of /resources, reached through the rewrite of `/resources?category=&type=` (next.config.ts);
// its canonical address is the list's own.
export const generateMetadata = resourcesListMetadata;
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = resourceViewParams;

type Props = { params: Promise<{ category: string; type: string }> };

export default async function Page({ params }: Props) {
  return <ResourcesListing filters={parseResourceFilters(await params)} />;
}
