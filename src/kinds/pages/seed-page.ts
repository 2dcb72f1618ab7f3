import type { blockTypes } from '@/blocks/registry';
import { copyFor } from '@/content/pages';
import type { BlockValue } from '@/kit/fields';

// The two pieces every seeded page is made with (seed.ts, seed-careers.ts): the page itself, its title and search
// snippet from src/content/pages.ts, and its heading block.

export type SeedBlock = BlockValue<(typeof blockTypes)[number]>;

export function page(path: string, blocks: SeedBlock[]) {
  const copy = copyFor(path);
  return { title: copy.title, path, seo: { title: null, description: copy.description }, blocks };
}

export function hero(path: string, eyebrow: string, art: string | null, anchor: string | null = null, highlights: readonly string[] = []): SeedBlock {
  const { heading, intro } = copyFor(path);
  return { type: 'hero', eyebrow, heading, intro, highlights: [...highlights], art, anchor };
}
