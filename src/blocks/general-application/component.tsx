import { ApplicationSection } from '@/components/site/application-section';
import type { BlockValue } from '@/kit/fields';
import type { BlockProps } from '../render-props';
import type { generalApplicationBlock } from './definition';

export function GeneralApplicationBlock({ block }: BlockProps<BlockValue<typeof generalApplicationBlock>>) {
  return <ApplicationSection opening="general" title={block.heading} heading={block.heading} intro={block.intro} tinted={false} />;
}
