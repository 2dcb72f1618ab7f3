import { Hero } from '@/components/site/home/hero';
import type { BlockValue } from '@/kit/fields';
import type { homeHeroBlock } from './definition';

export function HomeHeroBlock({ block }: { block: BlockValue<typeof homeHeroBlock> }) {
  const secondary = block.secondary.text && block.secondary.href ? { text: block.secondary.text, href: block.secondary.href, goal: block.secondary.goal } : null;
  return <Hero eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} primary={block.primary} secondary={secondary} proof={block.proof} />;
}
