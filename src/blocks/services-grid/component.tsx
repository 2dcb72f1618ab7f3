import { Section, SectionHeading } from '@/components/site/section';
import { ServicesGrid } from '@/components/site/services-grid';
import type { BlockValue } from '@/kit/fields';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { servicesGridBlock } from './definition';

export function ServicesGridBlock({ block, index }: BlockProps<BlockValue<typeof servicesGridBlock>>) {
  const headingId = blockHeadingId(block, index);
  const cards = block.cards.map((card) => ({ ...card, icon: <SiteIconOf name={card.icon} /> }));
  return (
    <Section id={block.anchor ?? undefined} tone={block.tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow ?? undefined} title={block.heading} intro={block.intro ?? undefined} />
      <ServicesGrid cards={cards} learnMore={block.learnMore} closing={block.closing} />
    </Section>
  );
}
