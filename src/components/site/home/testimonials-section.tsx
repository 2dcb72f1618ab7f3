import { Section, SectionHeading } from '@/components/site/section';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { altTextsFor } from '@/server/media/alt-texts';
import { TestimonialCarousel } from './testimonial-carousel';

type Props = { id?: string; headingId: string; tinted: boolean; eyebrow: string | null; heading: string; testimonials: Testimonial[] };

/** The testimonials carousel (its block: src/blocks/testimonials); the carousel's control labels stay the site's. */
export async function TestimonialsSection({ id, headingId, tinted, eyebrow, heading, testimonials }: Props) {
  // One lookup for every library photo's alt text; only the fields a slide shows cross to the client bundle.
  const alts = await altTextsFor(testimonials.map((t) => t.imageUrl));
  const slides = testimonials.map(({ id, name, position, company, testimonial, imageUrl }) => ({ id, name, position, company, testimonial, imageUrl, imageAlt: alts[imageUrl ?? ''] }));
  return (
    <Section id={id} tone={tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow ?? undefined} title={heading} />
      <TestimonialCarousel items={slides} />
    </Section>
  );
}
