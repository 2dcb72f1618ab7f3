import { ContactForm } from '@/components/site/contact-form';
import { SchedulingBlock } from '@/components/site/scheduling-block';
import { cardClasses, Section, SectionHeading } from '@/components/site/section';
import { cn } from '@/lib/cn';

type Props = { id?: string; headingId: string; eyebrow: string | null; heading: string; intro: string | null; formHeading: string; permalink: string };

/** The home page's `#contact` area (the block: src/blocks/contact): the booking block, then the form. */
export function ContactArea({ id, headingId, eyebrow, heading, intro, formHeading, permalink }: Props) {
  return (
    <Section id={id} tone="muted" aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow ?? undefined} title={heading} intro={intro ?? undefined} />
      <div className="mt-12 grid gap-10">
        <SchedulingBlock />
        <div className={cn(cardClasses, 'sm:p-8')}>
          <h2 id="home-contact-heading" className="text-2xl font-bold tracking-tight">{formHeading}</h2>
          <div className="mt-6">
            <ContactForm idPrefix="home-contact" headingId="home-contact-heading" permalink={permalink} />
          </div>
        </div>
      </div>
    </Section>
  );
}
