import { ContactForm } from '@/components/site/contact-form';
import { SchedulingBlock } from '@/components/site/scheduling-block';
import { cardClasses, Section, SectionHeading } from '@/components/site/section';
import { contactArea } from '@/content/home';
import { cn } from '@/lib/cn';

/** The home page's `#contact` area: the booking block, then the form. */
export function ContactArea() {
  return (
    <Section id="contact" tone="muted" aria-labelledby="contact-heading">
      <SectionHeading id="contact-heading" eyebrow={contactArea.eyebrow} title={contactArea.heading} intro={contactArea.intro} />
      <div className="mt-12 grid gap-10">
        <SchedulingBlock />
        <div className={cn(cardClasses, 'sm:p-8')}>
          <h2 id="home-contact-heading" className="text-2xl font-bold tracking-tight">{contactArea.formHeading}</h2>
          <div className="mt-6">
            <ContactForm idPrefix="home-contact" headingId="home-contact-heading" permalink="/#contact" />
          </div>
        </div>
      </div>
    </Section>
  );
}
