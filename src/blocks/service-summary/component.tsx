import { cardClasses, IconTile, revealStyle } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { cn } from '@/lib/cn';
import { BlockSection } from '../block-section';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { serviceSummaryBlock } from './definition';

export function ServiceSummaryBlock({ block, index }: BlockProps<BlockValue<typeof serviceSummaryBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div data-reveal>
          <h2 id={headingId} className="text-title font-bold tracking-tight">{block.heading}</h2>
          {block.paragraphs.map((paragraph, at) => (
            <p key={at} className="mt-4 text-lg leading-relaxed text-muted-foreground text-pretty">{paragraph}</p>
          ))}
          {block.features.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2">
              {block.features.map((feature, at) => (
                <li key={at} className="rounded-full border border-border bg-surface px-3 py-1 text-sm">{feature}</li>
              ))}
            </ul>
          )}
        </div>
        <div data-reveal style={revealStyle(1)} className={cn(cardClasses, 'flex flex-col justify-between bg-gradient-to-br from-primary/10 to-accent/10')}>
          <IconTile><SiteIconOf name={block.icon} /></IconTile>
          <p className="mt-8 bg-gradient-to-br from-primary to-accent bg-clip-text text-6xl font-extrabold tracking-tight text-transparent">{block.value}</p>
          <p className="mt-2 text-lg font-medium">{block.label}</p>
        </div>
      </div>
    </BlockSection>
  );
}
