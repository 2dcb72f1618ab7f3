import { Section, SectionHeading } from '@/components/site/section';
import { ServicesGrid } from '@/components/site/services-grid';
import type { BlockValue } from '@/kit/fields';
import { SiteIconOf } from '../icons';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { servicesGridBlock } from './definition';

export function ServicesGridBlock({ block, index }: BlockProps<BlockValue<typeof servicesGridBlock>>) {
  const headingId = blockHeadingId(block, index);
  const cards = block.cards.map((card) => ({ ...card, icon: <SiteIconOf name={card.icon} /> }));
  const { heading } = block;
  // Without a heading (right under a page heading, as on /services) the cards' titles are h2s, so no level is skipped.
  return (
    <Section id={block.anchor ?? undefined} tone={block.tinted ? 'muted' : 'plain'} aria-labelledby={heading ? headingId : undefined} className={heading ? undefined : 'pt-4 sm:pt-6'}>
      {heading && <SectionHeading id={headingId} eyebrow={block.eyebrow ?? undefined} title={heading} intro={block.intro ?? undefined} />}
      <ServicesGrid cards={cards} learnMore={block.learnMore} closing={block.closing} headingLevel={heading ? 3 : 2} />
    </Section>
  );
}
