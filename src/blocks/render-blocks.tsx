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
import { HomeHeroBlock } from './home-hero/component';
import { ResultsBlock } from './results/component';
import { ServicesGridBlock } from './services-grid/component';
import { IndustryCardsBlock } from './industry-cards/component';
import { JobOpeningsBlock } from './job-openings/component';

export type AnyBlock = BlockValue<(typeof blockTypes)[number]>;
type BlockType = AnyBlock['type'];
/** The block types whose definition says they carry client code (`scripts: true`), and the others. */
export type IslandType = Extract<(typeof blockTypes)[number], { scripts: true }>['type'];
type TextType = Exclude<BlockType, IslandType>;
export type ComponentOf<T extends BlockType> = ComponentType<BlockProps<Extract<AnyBlock, { type: T }>>>;

/**
 * The server components of the blocks that carry no script of their own: every page's. The blocks with interactive
 * parts (`scripts: true` in their definition) are drawn by island-blocks.tsx, which only the routes that may show them
 * import: Next gives a route the code of every client component its server code imports, so a legal page would
 * otherwise carry the carousel's and the contact form's.
 */
export const textBlocks = {
  hero: HeroBlock,
  homeHero: HomeHeroBlock,
  serviceSummary: ServiceSummaryBlock,
  servicesGrid: ServicesGridBlock,
  industryCards: IndustryCardsBlock,
  results: ResultsBlock,
  iconCards: IconCardsBlock,
  stats: StatsBlock,
  checklist: ChecklistBlock,
  steps: StepsBlock,
  caseStudy: CaseStudyBlock,
  comparison: ComparisonBlock,
  cta: CtaBlock,
  jobOpenings: JobOpeningsBlock,
  legal: LegalBlock,
} satisfies { [T in TextType]: ComponentOf<T> };

/** Components by block type: the text blocks, and the island blocks where a route brings them. */
export type BlockComponents = Partial<{ [T in BlockType]: ComponentOf<T> }>;

/** One block at its place on the page, drawn by its type's server component (nothing for a type the route lacks). */
export function RenderBlock({ block, index, path, islands = {} }: BlockProps<AnyBlock> & { islands?: BlockComponents }) {
  const Block = ((textBlocks as BlockComponents)[block.type] ?? islands[block.type]) as ComponentType<BlockProps<AnyBlock>> | undefined;
  return Block ? <Block block={block} index={index} path={path} /> : null;
}

/** A page's blocks in order, each drawn by its own server component: the one renderer of the site and the preview. */
export function RenderBlocks({ blocks, path, islands }: { blocks: readonly AnyBlock[]; path: string; islands?: BlockComponents }) {
  return blocks.map((block, index) => <RenderBlock key={index} block={block} index={index} path={path} islands={islands} />);
}
