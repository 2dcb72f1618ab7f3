import { cardClasses, IconTile, revealStyle, SectionHeading } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { BlockSection } from '../block-section';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { iconCardsBlock } from './definition';

export function IconCardsBlock({ block, index }: BlockProps<BlockValue<typeof iconCardsBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <SectionHeading id={headingId} title={block.heading} intro={block.intro ?? undefined} align="left" />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {block.cards.map((card, at) => (
          <li key={at} data-reveal style={revealStyle(at)} className={cardClasses}>
            <IconTile><SiteIconOf name={card.icon} /></IconTile>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{card.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
