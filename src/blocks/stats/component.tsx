import { cardClasses, IconTile, revealStyle } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { BlockSection } from '../block-section';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { statsBlock } from './definition';

export function StatsBlock({ block, index }: BlockProps<BlockValue<typeof statsBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <h2 id={headingId} className="sr-only">{block.heading}</h2>
      <ul className="space-y-5 md:grid md:grid-cols-3 md:gap-5 md:space-y-0">
        {block.stats.map((stat, at) => (
          <li key={at} data-reveal style={revealStyle(at)} className={cardClasses}>
            <IconTile><SiteIconOf name={stat.icon} /></IconTile>
            <p className="mt-6 bg-gradient-to-br from-primary to-accent bg-clip-text text-5xl font-extrabold tracking-tight text-transparent">{stat.value}</p>
            <p className="mt-1 text-lg font-semibold">{stat.label}</p>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{stat.description}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
