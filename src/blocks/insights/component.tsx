import { InsightsSection, INSIGHTS_SHOWN } from '@/components/site/home/insights-section';
import type { BlockValue } from '@/kit/fields';
import { getLatestResources } from '@/server/queries/public';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { insightsBlock } from './definition';

export async function InsightsBlock({ block, index }: BlockProps<BlockValue<typeof insightsBlock>>) {
  const resources = await getLatestResources(INSIGHTS_SHOWN);
  return <InsightsSection id={block.anchor ?? undefined} headingId={blockHeadingId(block, index)} tinted={block.tinted} copy={block} resources={resources} />;
}
