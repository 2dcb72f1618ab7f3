import { IndustriesSection } from '@/components/site/home/industries-section';
import type { BlockValue } from '@/kit/fields';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { industryCardsBlock } from './definition';

export function IndustryCardsBlock({ block, index }: BlockProps<BlockValue<typeof industryCardsBlock>>) {
  const cards = block.cards.map((card) => ({ ...card, icon: <SiteIconOf name={card.icon} aria-hidden className="size-4" /> }));
  return <IndustriesSection id={block.anchor ?? undefined} headingId={blockHeadingId(block, index)} tinted={block.tinted} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} cards={cards} />;
}
