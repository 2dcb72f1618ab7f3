import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { ResourceCard, type ResourceCardData } from '@/components/site/resource-card';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonClasses } from '@/components/ui/button';
import { insightsSection } from '@/content/home';
import { InsightsFilter } from './insights-filter';

/** How many of the newest resources the section shows (the spec's three). */
export const INSIGHTS_SHOWN = 3;

type Copy = { eyebrow: string | null; heading: string; intro: string | null; readMore: string; viewAll: string };
type Props = { id?: string; headingId: string; tinted: boolean; copy: Copy; resources: ResourceCardData[] };

/** The three newest published resources with the spec's chips (the block: src/blocks/insights). */
export function InsightsSection({ id, headingId, tinted, copy, resources }: Props) {
  const items = resources.slice(0, INSIGHTS_SHOWN).map((resource) => ({
    key: resource.slug,
    categories: resource.categories,
    card: <ResourceCard resource={resource} linkLabel={copy.readMore} />,
  }));
  return (
    <Section id={id} tone={tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={copy.eyebrow ?? undefined} title={copy.heading} intro={copy.intro ?? undefined} />
      <div data-reveal>
        <InsightsFilter items={items} label={insightsSection.filterLabel} empty={insightsSection.empty} />
      </div>
      <div className="mt-12 text-center">
        <SiteLink href="/resources" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {copy.viewAll} <ArrowRight aria-hidden />
        </SiteLink>
      </div>
    </Section>
  );
}
