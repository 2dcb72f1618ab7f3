import type { ReactNode } from 'react';
import { Section } from '@/components/site/section';

type SectionBlock = { anchor?: string | null; tinted?: boolean };

/** A block's band: its anchor as the id links use, its tinted background, named by its heading. */
export function BlockSection({ block, headingId, children }: { block: SectionBlock; headingId: string; children: ReactNode }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      {children}
    </Section>
  );
}
