import { Section, SectionHeading } from '@/components/site/section';
import { testimonialsSection as copy } from '@/content/home';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { TestimonialCarousel } from './testimonial-carousel';

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  // Only the fields a slide shows cross to the client bundle.
  const slides = testimonials.map(({ id, name, position, company, testimonial, imageUrl }) => ({ id, name, position, company, testimonial, imageUrl }));
  return (
    <Section aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={copy.eyebrow} title={copy.heading} />
      <TestimonialCarousel items={slides} />
    </Section>
  );
}
