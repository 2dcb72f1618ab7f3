import { CtaBand } from '@/components/site/cta-band';
import { ComparisonTable } from '@/components/site/comparison-table';
import { PageHero } from '@/components/site/page-hero';
import { cardClasses, IconTile, revealStyle, Section, SectionHeading } from '@/components/site/section';
import { whyChooseSection, whyChooseUsPage as copy } from '@/content/home';
import { copyFor } from '@/content/pages';
import { serviceCtas } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/why-choose-us');

export default function Page() {
  return (
    <>
      <PageHero copy={copyFor('/why-choose-us')} eyebrow={whyChooseSection.eyebrow} />
      <Section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">{copy.statsHeading}</h2>
        <ul className="space-y-5 md:grid md:grid-cols-3 md:gap-5 md:space-y-0">
          {copy.stats.map(({ icon: Icon, value, label, description }, index) => (
            <li key={label} data-reveal style={revealStyle(index)} className={cardClasses}>
              <IconTile><Icon /></IconTile>
              <p className="mt-6 bg-gradient-to-br from-primary to-accent bg-clip-text text-5xl font-extrabold tracking-tight text-transparent">{value}</p>
              <p className="mt-1 text-lg font-semibold">{label}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" aria-labelledby="compare-heading">
        <SectionHeading id="compare-heading" title={copy.compareHeading} intro={copy.compareIntro} />
        <ComparisonTable />
      </Section>
      <CtaBand heading={serviceCtas.heading} body={serviceCtas.body} button={whyChooseSection.cta.text} />
    </>
  );
}
