import type { ComponentType } from 'react';
import type { BlockValue } from '@/kit/fields';
import { CtaBlock } from './cta/component';
import { IconCardsBlock } from './icon-cards/component';
import { CaseStudyBlock } from './case-study/component';
import { ChecklistBlock } from './checklist/component';
import { ComparisonBlock } from './comparison/component';
import { HeroBlock } from './hero/component';
import { LegalBlock } from './legal/component';
import type { blockTypes } from './registry';
import type { BlockProps } from './render-props';
import { StatsBlock } from './stats/component';
import { StepsBlock } from './steps/component';
import { ServiceSummaryBlock } from './service-summary/component';

export type AnyBlock = BlockValue<(typeof blockTypes)[number]>;

// Each block type's server component; `satisfies` makes a registered type without one a type error.
const components = {
  hero: HeroBlock,
  serviceSummary: ServiceSummaryBlock,
  iconCards: IconCardsBlock,
  stats: StatsBlock,
  checklist: ChecklistBlock,
  steps: StepsBlock,
  caseStudy: CaseStudyBlock,
  comparison: ComparisonBlock,
  cta: CtaBlock,
  legal: LegalBlock,
} satisfies { [B in AnyBlock as B['type']]: ComponentType<BlockProps<B>> };

/** One block at its place on the page, drawn by its type's server component. */
export function RenderBlock({ block, index }: BlockProps<AnyBlock>) {
  const Block = components[block.type] as ComponentType<BlockProps<AnyBlock>>;
  return <Block block={block} index={index} />;
}

/** A page's blocks in order, each drawn by its own server component: the one renderer of the site and the preview. */
export function RenderBlocks({ blocks }: { blocks: readonly AnyBlock[] }) {
  return blocks.map((block, index) => <RenderBlock key={index} block={block} index={index} />);
}
