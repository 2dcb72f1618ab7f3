import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { cardClasses, IconTile, revealStyle, Section, SectionHeading } from '@/components/site/section';
import { buttonClasses } from '@/components/ui/button';
import { reasons, whyChooseSection } from '@/content/home';

export function WhyChooseSection() {
  return (
    <Section tone="muted" aria-labelledby="why-heading">
      <SectionHeading id="why-heading" eyebrow={whyChooseSection.eyebrow} title={whyChooseSection.heading} intro={whyChooseSection.intro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ icon: Icon, title, description }, index) => (
          <li key={title} data-reveal style={revealStyle(index)} className={cardClasses}>
            <IconTile><Icon /></IconTile>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <SiteLink href={whyChooseSection.cta.href} className={buttonClasses({ size: 'lg' })}>
          {whyChooseSection.cta.text} <ArrowRight aria-hidden />
        </SiteLink>
      </div>
    </Section>
  );
}
