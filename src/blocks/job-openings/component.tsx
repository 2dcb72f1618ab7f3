import { JobCard } from '@/components/site/job-card';
import { revealStyle, SectionHeading } from '@/components/site/section';
import type { BlockValue } from '@/kit/fields';
import { getOpenJobOpenings } from '@/server/queries/careers';
import { BlockSection } from '../block-section';
import { blockHeadingId, type BlockProps } from '../render-props';
import type { jobOpeningsBlock } from './definition';

export async function JobOpeningsBlock({ block, index }: BlockProps<BlockValue<typeof jobOpeningsBlock>>) {
  const openings = await getOpenJobOpenings();
  const headingId = blockHeadingId(block, index);
  return (
    <BlockSection block={block} headingId={headingId}>
      <SectionHeading id={headingId} title={block.heading} intro={block.intro ?? undefined} align="left" />
      {openings.length === 0 ? (
        <p className="mt-10 max-w-2xl text-lg leading-relaxed text-muted-foreground">{block.empty}</p>
      ) : (
        <ul className="mt-10 grid gap-6">
          {openings.map((opening, position) => (
            <li key={opening.id} data-reveal style={revealStyle(position)}>
              <JobCard opening={opening} labels={block} />
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
