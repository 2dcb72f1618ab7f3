import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { cardClasses, IconTile, revealStyle, Section, SectionHeading } from '@/components/site/section';
import { industryById, industryPageCopy as copy, type IndustryId } from '@/content/industries';
import { copyFor } from '@/content/pages';
import { cn } from '@/lib/cn';

/** An industry page: hero (#top), the solutions list (#solutions), a case study and the call to action. */
export function IndustryDetail({ id }: { id: IndustryId }) {
  const industry = industryById(id);
  const { caseStudy } = industry;
  return (
    <div id="top">
      <PageHero copy={copyFor(`/industries/${id}`)} eyebrow={`${industry.title} · ${industry.headline}`} art={industry.image} />
      <Section id="solutions" aria-labelledby="solutions-heading">
        <SectionHeading id="solutions-heading" title={copy.solutionsHeading} intro={copy.solutionsIntro} align="left" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {industry.solutions.map(({ icon: Icon, title, description }, index) => (
            <li key={title} data-reveal style={revealStyle(index)} className={cardClasses}>
              <IconTile><Icon /></IconTile>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" aria-labelledby="case-heading">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div data-reveal>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent">{caseStudy.eyebrow}</p>
            <h2 id="case-heading" className="mt-3 text-title font-bold tracking-tight text-balance">{caseStudy.title}</h2>
            <p className="mt-2 font-medium text-muted-foreground">{caseStudy.client}</p>
            <h3 className="mt-8 font-semibold">{copy.challenge}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{caseStudy.challenge}</p>
            <h3 className="mt-6 font-semibold">{copy.approach}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{caseStudy.approach}</p>
          </div>
          <dl className="grid content-start gap-4">
            {caseStudy.results.map((result, index) => (
              <div key={result.label} data-reveal style={revealStyle(index)} className={cn(cardClasses, 'flex flex-col')}>
                <dt className="order-2 mt-1 font-medium">{result.label}</dt>
                <dd className="order-1 bg-gradient-to-br from-primary to-accent bg-clip-text text-4xl font-extrabold tracking-tight text-transparent">{result.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <CtaBand heading={copy.ctaHeading} body={copy.ctaBody} button={copy.ctaButton} />
    </div>
  );
}
