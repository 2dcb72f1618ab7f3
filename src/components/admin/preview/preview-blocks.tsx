import { islandBlocks } from '@/blocks/island-blocks';
import { ResourceListBlock } from '@/blocks/resource-list/component';
import { GeneralApplicationBlock } from '@/blocks/general-application/component';

const previewIslands = { ...islandBlocks, resourceList: ResourceListBlock, generalApplication: GeneralApplicationBlock };
import { RenderBlock, type AnyBlock } from '@/blocks/render-blocks';
import { Container } from '@/components/ui/container';
import { previewCopy } from '@/content/admin-preview';
import { blockSchema } from '@/kit/field-schemas';
import type { BlocksField } from '@/kit/fields';

/**
 * A draft's blocks as visitors would see them, read leniently: staff see the page while they type, half-filled
 * fields included, so a block that does not parse yet is a box naming it and its first problem, not a broken page.
 * The blocks that parse are drawn by the site's own server components (RenderBlock), exactly as published.
 */
export function PreviewBlocks({ field, blocks, path }: { field: BlocksField; blocks: unknown; path: string }) {
  const list = Array.isArray(blocks) ? blocks : [];
  if (list.length === 0) return <PreviewNote>{previewCopy.noBlocks}</PreviewNote>;
  return previewBlockNodes(field, list, path, list.map((_, index) => index));
}

/**
 * The blocks at `indices` of a draft's list, each drawn as PreviewBlocks draws it (`added`: the blocks staff have just
 * added or added to, whose empty fields are not a problem yet): the preview redraws only the
 * blocks staff changed (preview-bridge.tsx), so a keystroke in one block of the home page does not redraw nine.
 */
export function previewBlockNodes(field: BlocksField, list: readonly unknown[], path: string, indices: readonly number[], added: ReadonlySet<number> = new Set()) {
  const schema = blockSchema(field);
  return indices.map((index) => {
    const raw = list[index];
    const parsed = schema.safeParse(raw);
    if (parsed.success) return <RenderBlock key={index} block={parsed.data as AnyBlock} index={index} path={path} islands={previewIslands} />;
    const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
    const label = field.blocks.find((block) => block.type === type)?.label ?? previewCopy.unknownBlock;
    // Just added, or holding something just added, and not typed in yet: where it will appear, in the muted tone (the
    // editor marks nothing there yet either).
    if (added.has(index)) return <PreviewNote key={index}>{previewCopy.blockNew(index + 1, label)}</PreviewNote>;
    return (
      <PreviewNote key={index} tone="error">
        {previewCopy.blockProblem(index + 1, label, parsed.error.issues[0]?.message ?? '')}
      </PreviewNote>
    );
  });
}

function PreviewNote({ children, tone }: { children: string; tone?: 'error' }) {
  return (
    <Container className="py-6">
      <p data-preview-problem={tone === 'error' ? '' : undefined} className={`rounded-lg border border-dashed px-4 py-3 text-sm ${tone === 'error' ? 'border-destructive/60 text-destructive' : 'border-border text-muted-foreground'}`}>
        {children}
      </p>
    </Container>
  );
}
