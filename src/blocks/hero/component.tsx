import { PageHero } from '@/components/site/page-hero';
import type { BlockValue } from '@/kit/fields';
import type { heroBlock } from './definition';

export function HeroBlock({ block }: { block: BlockValue<typeof heroBlock> }) {
  return (
    <PageHero id={block.anchor ?? undefined} copy={block} eyebrow={block.eyebrow ?? undefined} art={block.art ?? undefined}>
      {block.highlights.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {block.highlights.map((highlight, index) => (
            <li key={index} className="rounded-full border border-border bg-surface/70 px-3 py-1 text-sm">{highlight}</li>
          ))}
        </ul>
      )}
    </PageHero>
  );
}
