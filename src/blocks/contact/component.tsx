import { ContactArea } from '@/components/site/home/contact-area';
import type { BlockValue } from '@/kit/fields';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { contactBlock } from './definition';

export function ContactBlock({ block, index, path }: BlockProps<BlockValue<typeof contactBlock>>) {
  const anchor = block.anchor ?? undefined;
  // Without JavaScript the form answers on the page it is on, scrolled back to it.
  return <ContactArea id={anchor} headingId={blockHeadingId(block, index)} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} formHeading={block.formHeading} permalink={`${path}${anchor ? `#${anchor}` : ''}`} />;
}
