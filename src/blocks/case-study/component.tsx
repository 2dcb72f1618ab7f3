import { cardClasses, revealStyle } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { cn } from '@/lib/cn';
import { BlockSection } from '../block-section';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { caseStudyBlock } from './definition';

export function CaseStudyBlock({ block, index }: BlockProps<BlockValue<typeof caseStudyBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div data-reveal>
          {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent">{block.eyebrow}</p>}
          <h2 id={headingId} className="mt-3 text-title font-bold tracking-tight text-balance">{block.title}</h2>
          <p className="mt-2 font-medium text-muted-foreground">{block.client}</p>
          <h3 className="mt-8 font-semibold">{block.challengeHeading}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{block.challenge}</p>
          <h3 className="mt-6 font-semibold">{block.approachHeading}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{block.approach}</p>
        </div>
        <dl className="grid content-start gap-4">
          {block.results.map((result, at) => (
            <div key={at} data-reveal style={revealStyle(at)} className={cn(cardClasses, 'flex flex-col')}>
              <dt className="order-2 mt-1 font-medium">{result.label}</dt>
              <dd className="order-1 bg-gradient-to-br from-primary to-accent bg-clip-text text-4xl font-extrabold tracking-tight text-transparent">{result.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </BlockSection>
  );
}
