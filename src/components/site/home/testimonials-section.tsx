import { Section, SectionHeading } from '@/components/site/section';
import { testimonialsSection as copy } from '@/content/home';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { altTextsFor } from '@/server/media/alt-texts';
import { TestimonialCarousel } from './testimonial-carousel';

export async function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  // One lookup for every library photo's alt text; only the fields a slide shows cross to the client bundle.
  const alts = await altTextsFor(testimonials.map((t) => t.imageUrl));
  const slides = testimonials.map(({ id, name, position, company, testimonial, imageUrl }) => ({ id, name, position, company, testimonial, imageUrl, imageAlt: alts[imageUrl ?? ''] }));
  return (
    <Section aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={copy.eyebrow} title={copy.heading} />
      <TestimonialCarousel items={slides} />
    </Section>
  );
}
