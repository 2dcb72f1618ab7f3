import { TrendingUp } from '@/components/ui/icons';
import { cardClasses, revealStyle, Section, SectionHeading } from '@/components/site/section';
import { cn } from '@/lib/cn';
import type { Testimonial } from '@/lib/schemas/testimonial';

/** Metric cards from the active testimonials that carry a metric (managed in the admin area). */
type Props = { id?: string; headingId: string; tinted: boolean; eyebrow: string | null; heading: string; intro: string | null; testimonials: Testimonial[] };

export function ResultsSection({ id, headingId, tinted, eyebrow, heading, intro, testimonials }: Props) {
  const withMetric = testimonials.filter((item) => item.metric);
  // With 3, 7, 11... cards, a wider first card fills the four-column grid without an orphan row.
  const featureFirst = withMetric.length % 4 === 3;
  return (
    <Section id={id} tone={tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow ?? undefined} title={heading} intro={intro ?? undefined} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {withMetric.map((item, index) => (
          <li key={item.id} data-reveal style={revealStyle(index)} className={cn(cardClasses, featureFirst && index === 0 && 'sm:col-span-2 bg-gradient-to-br from-primary/10 to-accent/10')}>
            <div className="flex items-start justify-between gap-4">
              <p className="bg-gradient-to-br from-primary to-accent bg-clip-text text-4xl font-extrabold tracking-tight text-transparent">{item.metric}</p>
              <TrendingUp aria-hidden className="size-6 shrink-0 text-accent" />
            </div>
            {item.metricTitle && <p className="mt-1 font-semibold text-foreground">{item.metricTitle}</p>}
            <p className="mt-4 border-t border-border pt-4 text-sm text-muted-foreground">
              {item.name} · {item.position}, {item.company}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
