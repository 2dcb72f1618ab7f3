/** What every block's component gets: its value, its place on the page (for ids unique on it) and the page's address. */
export type BlockProps<B> = { block: B; index: number; path: string };

/** The id of a block's heading: from its anchor when it has one, else from its place. */
export const blockHeadingId = (block: { anchor?: string | null }, index: number) => `${block.anchor ?? `block-${index + 1}`}-heading`;
