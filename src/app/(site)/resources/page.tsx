import { PageHero } from '@/components/site/page-hero';
import { ResourceCard } from '@/components/site/resource-card';
import { ResourceFilterBar } from '@/components/site/resource-filter-bar';
import { Section } from '@/components/site/section';
import { copyFor } from '@/content/pages';
import { resourceFeed, resourcesPage as copy } from '@/content/resources';
import { resourceFeedPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/metadata';
import { filterResources, parseResourceFilters } from '@/lib/resource-filters';
import { getPublishedResources } from '@/server/queries/public';

const base = pageMetadata('/resources');
export const metadata = { ...base, alternates: { ...base.alternates, types: { 'application/atom+xml': [{ url: resourceFeedPath, title: resourceFeed.title }] } } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Filters live in the URL, so a filtered view can be shared and works without JavaScript.
export default async function Page({ searchParams }: Props) {
  const filters = parseResourceFilters(await searchParams);
  const shown = filterResources(await getPublishedResources(), filters);
  return (
    <>
      <PageHero copy={copyFor('/resources')} eyebrow={copy.eyebrow} />
      <Section className="pt-10 sm:pt-12" aria-label={copy.listLabel}>
        <ResourceFilterBar filters={filters} />
        <p role="status" className="sr-only">{copy.count(shown.length)}</p>
        {shown.length > 0 ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} linkLabel={copy.readMore} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-xl border border-dashed border-border bg-surface/60 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">{copy.emptyTitle}</h2>
            <p className="mt-2 text-muted-foreground">{copy.emptyBody}</p>
          </div>
        )}
      </Section>
    </>
  );
}
