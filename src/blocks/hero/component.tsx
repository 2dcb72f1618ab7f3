import { PageHero } from '@/components/site/page-hero';
import type { BlockValue } from '@/kit/fields';
import type { heroBlock } from './definition';

export function HeroBlock({ block }: { block: BlockValue<typeof heroBlock> }) {
  return <PageHero id={block.anchor ?? undefined} copy={block} eyebrow={block.eyebrow ?? undefined} art={block.art ?? undefined} />;
}
