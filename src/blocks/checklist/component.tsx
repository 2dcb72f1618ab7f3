import { cardClasses, revealStyle } from '@/components/site/section';
import { Check } from '@/components/ui/icons';
import type { BlockValue } from '@/kit/fields';
import { cn } from '@/lib/cn';
import { BlockSection } from '../block-section';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { checklistBlock } from './definition';

export function ChecklistBlock({ block, index }: BlockProps<BlockValue<typeof checklistBlock>>) {
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <h2 id={headingId} data-reveal className="text-title font-bold tracking-tight">{block.heading}</h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {block.items.map((item, at) => (
          <li key={at} data-reveal style={revealStyle(at)} className={cn(cardClasses, 'flex gap-3 p-5')}>
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
