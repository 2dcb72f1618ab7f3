import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { cardClasses, IconTile, revealStyle, SectionHeading } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { BlockSection } from '../block-section';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { iconCardsBlock } from './definition';

// Written out whole, so Tailwind finds each class. A page saved before the choice existed has two per row.
const GRID = { '2': 'sm:grid-cols-2', '3': 'sm:grid-cols-2 lg:grid-cols-3', '4': 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export function IconCardsBlock({ block, index }: BlockProps<BlockValue<typeof iconCardsBlock>>) {
  const headingId = blockHeadingId(block, index);
  const action = block.action?.text && block.action.href ? { text: block.action.text, href: block.action.href } : null;
  // Two per row read as a list of solutions, beside the heading on the left; more read as a row under a centred one.
  const wide = (block.columns ?? '2') !== '2';
  return (
    <BlockSection block={block} headingId={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow ?? undefined} title={block.heading} intro={block.intro ?? undefined} align={wide ? 'center' : 'left'} />
      <ul className={`${wide ? 'mt-12' : 'mt-10'} grid gap-5 ${GRID[block.columns ?? '2']}`}>
        {block.cards.map((card, at) => (
          <li key={at} data-reveal style={revealStyle(at)} className={cardClasses}>
            <IconTile><SiteIconOf name={card.icon} /></IconTile>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{card.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
          </li>
        ))}
      </ul>
      {action && (
        <div className="mt-12 text-center">
          <SiteLink href={action.href} className={buttonClasses({ size: 'lg' })}>
            {action.text} <ArrowRight aria-hidden />
          </SiteLink>
        </div>
      )}
    </BlockSection>
  );
}
