import type { ComponentType } from 'react';
import type { BlockValue } from '@/kit/fields';
import { LegalBlock } from './legal/component';
import type { blockTypes } from './registry';

type AnyBlock = BlockValue<(typeof blockTypes)[number]>;

// Each block type's server component; `satisfies` makes a registered type without one a type error.
const components = { legal: LegalBlock } satisfies { [B in AnyBlock as B['type']]: ComponentType<{ block: B }> };

/** A page's blocks in order, each drawn by its own server component: the one renderer of the site and the preview. */
export function RenderBlocks({ blocks }: { blocks: readonly AnyBlock[] }) {
  return blocks.map((block, index) => {
    const Block = components[block.type] as ComponentType<{ block: AnyBlock }>;
    return <Block key={index} block={block} />;
  });
}
