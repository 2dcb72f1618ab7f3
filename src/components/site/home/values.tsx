import { cardClasses, IconTile, revealStyle, Section, SectionHeading } from '@/components/site/section';
import { valueCards, valuesSection } from '@/content/home';

export function Values() {
  return (
    <Section aria-labelledby="values-heading">
      <SectionHeading id="values-heading" eyebrow={valuesSection.eyebrow} title={valuesSection.heading} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {valueCards.map(({ icon: Icon, title, description }, index) => (
          <li key={title} data-reveal style={revealStyle(index)} className={cardClasses}>
            <IconTile><Icon /></IconTile>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
