import { ResultsSection } from '@/components/site/home/results-section';
import type { BlockValue } from '@/kit/fields';
import { getHomeTestimonials } from '@/server/queries/public';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { resultsBlock } from './definition';

export async function ResultsBlock({ block, index }: BlockProps<BlockValue<typeof resultsBlock>>) {
  return <ResultsSection id={block.anchor ?? undefined} headingId={blockHeadingId(block, index)} tinted={block.tinted} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} testimonials={await getHomeTestimonials()} />;
}
