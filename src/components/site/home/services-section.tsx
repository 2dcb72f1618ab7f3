import { Section, SectionHeading } from '@/components/site/section';
import { ServicesGrid } from '@/components/site/services-grid';
import { servicesSection } from '@/content/services';

export function ServicesSection() {
  return (
    <Section id="services" tone="muted" aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow={servicesSection.eyebrow} title={servicesSection.heading} intro={servicesSection.intro} />
      <ServicesGrid />
    </Section>
  );
}
