import { ContactArea } from '@/components/site/home/contact-area';
import { Hero } from '@/components/site/home/hero';
import { IndustriesSection } from '@/components/site/home/industries-section';
import { InsightsSection } from '@/components/site/home/insights-section';
import { ResultsSection } from '@/components/site/home/results-section';
import { ServicesSection } from '@/components/site/home/services-section';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { Values } from '@/components/site/home/values';
import { WhyChooseSection } from '@/components/site/home/why-choose-section';
import { JsonLd, organizationJsonLd } from '@/components/site/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { getHomeTestimonials, getLatestResources } from '@/server/queries/public';
import { INSIGHTS_SHOWN } from '@/components/site/home/insights-section';

export const metadata = pageMetadata('/');
export const revalidate = 60;

export default async function Page() {
  // Bounded reads: the page is the same size with six items or ten thousand.
  const [testimonials, resources] = await Promise.all([getHomeTestimonials(), getLatestResources(INSIGHTS_SHOWN)]);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <Hero />
      <Values />
      <TestimonialsSection testimonials={testimonials} />
      <ResultsSection testimonials={testimonials} />
      <ServicesSection />
      <IndustriesSection />
      <WhyChooseSection />
      <InsightsSection resources={resources} />
      <ContactArea />
    </>
  );
}
