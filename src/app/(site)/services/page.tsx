import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ServicesGrid } from '@/components/site/services-grid';
import { copyFor } from '@/content/pages';
import { site } from '@/content/site';
import { serviceCtas, services, servicesSection } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/services');

export default function Page() {
  return (
    <>
      <PageHero copy={copyFor('/services')} eyebrow={site.eyebrows.services} />
      <Section id="services" aria-label={site.servicesListLabel} className="pt-4 sm:pt-6">
        <ServicesGrid headingLevel={2} cards={services.map(({ icon: Icon, ...card }) => ({ ...card, icon: <Icon /> }))} learnMore={servicesSection.learnMore} closing={servicesSection.notSure} />
      </Section>
      <CtaBand heading={serviceCtas.heading} body={serviceCtas.body} button={serviceCtas.button} />
    </>
  );
}
