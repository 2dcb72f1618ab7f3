import { ContactDetails } from '@/components/site/contact-details';
import { ContactForm } from '@/components/site/contact-form';
import { PageHero } from '@/components/site/page-hero';
import { SchedulingBlock } from '@/components/site/scheduling-block';
import { cardClasses, Section } from '@/components/site/section';
import { contactForm, contactPage } from '@/content/contact';
import { copyFor } from '@/content/pages';
import { cn } from '@/lib/cn';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/contact');

export default function Page() {
  return (
    <>
      <PageHero copy={copyFor('/contact')} eyebrow={contactPage.eyebrow} />
      <Section className="pt-12 sm:pt-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className={cn(cardClasses, 'sm:p-8')}>
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">{contactForm.heading}</h2>
            <div className="mt-6">
              <ContactForm headingId="contact-form-heading" permalink="/contact" />
            </div>
          </div>
          <ContactDetails />
        </div>
        <div className="mt-16">
          <SchedulingBlock />
        </div>
      </Section>
    </>
  );
}
