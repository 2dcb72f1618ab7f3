import { ResourcesListing, resourcesListMetadata } from '@/components/site/resources-listing';
import { DEFAULT_FILTERS } from '@/lib/resource-filters';

export const generateMetadata = resourcesListMetadata;
// A safety bound: every change (and a scheduled publication) expires the list at once (src/server/cache-tags.ts).
export const revalidate = 60;

// Static: a filtered address (`?category=&type=`) is rewritten to its prerendered view (src/lib/resource-filter-views.ts).
export default function Page() {
  return <ResourcesListing filters={DEFAULT_FILTERS} />;
}
