import { ComparisonTable } from '@/components/site/comparison-table';
import { Section, SectionHeading } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { comparisonBlock } from './definition';

export function ComparisonBlock({ block, index }: BlockProps<BlockValue<typeof comparisonBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <Section id={block.anchor ?? undefined} tone={block.tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={block.heading} intro={block.intro ?? undefined} />
      <ComparisonTable columns={{ topic: block.topicColumn, usual: block.usualColumn, ours: block.oursColumn }} rows={block.rows} />
    </Section>
  );
}
