import { ComparisonTable } from '@/components/site/comparison-table';
import { SectionHeading } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { BlockSection } from '../block-section';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { comparisonBlock } from './definition';

export function ComparisonBlock({ block, index }: BlockProps<BlockValue<typeof comparisonBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <SectionHeading id={headingId} title={block.heading} intro={block.intro ?? undefined} />
      <ComparisonTable columns={{ topic: block.topicColumn, usual: block.usualColumn, ours: block.oursColumn }} rows={block.rows} />
    </BlockSection>
  );
}
