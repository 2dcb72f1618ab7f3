import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { ResourceCard, type ResourceCardData } from '@/components/site/resource-card';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonClasses } from '@/components/ui/button';
import { insightsSection as copy } from '@/content/home';
import { InsightsFilter } from './insights-filter';

/** How many of the newest resources the section shows (the spec's three). */
export const INSIGHTS_SHOWN = 3;

/** The three newest published resources with the spec's chips. */
export function InsightsSection({ resources }: { resources: ResourceCardData[] }) {
  const items = resources.slice(0, INSIGHTS_SHOWN).map((resource) => ({
    key: resource.slug,
    categories: resource.categories,
    card: <ResourceCard resource={resource} linkLabel={copy.readMore} />,
  }));
  return (
    <Section aria-labelledby="insights-heading">
      <SectionHeading id="insights-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <div data-reveal>
        <InsightsFilter items={items} label={copy.filterLabel} empty={copy.empty} />
      </div>
      <div className="mt-12 text-center">
        <SiteLink href="/resources" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {copy.viewAll} <ArrowRight aria-hidden />
        </SiteLink>
      </div>
    </Section>
  );
}
