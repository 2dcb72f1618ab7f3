import { cardClasses, revealStyle } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { BlockSection } from '../block-section';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { stepsBlock } from './definition';

export function StepsBlock({ block, index }: BlockProps<BlockValue<typeof stepsBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <h2 id={headingId} data-reveal className="text-title font-bold tracking-tight">{block.heading}</h2>
      <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {block.steps.map((step, at) => (
          <li key={at} data-reveal style={revealStyle(at)} className={cardClasses}>
            <span aria-hidden className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{at + 1}</span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
