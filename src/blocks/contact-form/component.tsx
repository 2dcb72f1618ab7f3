import { ContactDetails } from '@/components/site/contact-details';
import { ContactForm } from '@/components/site/contact-form';
import { SchedulingBlock } from '@/components/site/scheduling-block';
import { cardClasses, Section } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { cn } from '@/lib/cn';
import type { BlockProps } from '../render-props';
import type { contactFormBlock } from './definition';

export function ContactFormBlock({ block, path }: BlockProps<BlockValue<typeof contactFormBlock>>) {
  const anchor = block.anchor ?? undefined;
  // The form's own ids start with `contact-` (the home page's contact block uses `home-contact-`).
  const headingId = 'contact-form-heading';
  // Without JavaScript the form answers on the page it is on, scrolled back to it.
  return (
    <Section id={anchor} className="pt-12 sm:pt-16">
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className={cn(cardClasses, 'sm:p-8')}>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">{block.formHeading}</h2>
          <div className="mt-6">
            <ContactForm headingId={headingId} permalink={`${path}${anchor ? `#${anchor}` : ''}`} />
          </div>
        </div>
        <ContactDetails copy={block.details} />
      </div>
      <div className="mt-16">
        <SchedulingBlock />
      </div>
    </Section>
  );
}
