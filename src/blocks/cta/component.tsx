import { CtaBand } from '@/components/site/cta-band';
import type { BlockValue } from '@/kit/fields';
import type { ctaBlock } from './definition';

export function CtaBlock({ block }: { block: BlockValue<typeof ctaBlock> }) {
  return <CtaBand id={block.anchor ?? undefined} heading={block.heading} body={block.body} button={block.button} href={block.href} goal={block.goal} />;
}
