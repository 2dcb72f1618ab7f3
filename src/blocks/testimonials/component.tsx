import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import type { BlockValue } from '@/kit/fields';
import { carouselTestimonials } from '@/server/queries/public';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { testimonialsBlock } from './definition';

export async function TestimonialsBlock({ block, index }: BlockProps<BlockValue<typeof testimonialsBlock>>) {
  const testimonials = await carouselTestimonials(block.selection, Number(block.count));
  return <TestimonialsSection id={block.anchor ?? undefined} headingId={blockHeadingId(block, index)} tinted={block.tinted} eyebrow={block.eyebrow} heading={block.heading} testimonials={testimonials} />;
}
