import { legalBlock } from './legal/definition';

// Every block type a page can be made of, one line each (docs/decisions/0036, section 8): a definition (its fields,
// plain data) here, its server component in src/blocks/render-blocks.tsx.
export const blockTypes = [legalBlock] as const;
