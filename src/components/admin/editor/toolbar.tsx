'use client';

import type { Editor } from '@tiptap/react';
import { inDocument } from './focus-document';
import { useEditorState } from '@tiptap/react';
import { Bold as BoldNode, Code as CodeNode, Heading2 as Heading2Node, Heading3 as Heading3Node, Heading4 as Heading4Node, Italic as ItalicNode, List as ListNode, ListOrdered as ListOrderedNode, Minus as MinusNode, Quote as QuoteNode, Redo2 as Redo2Node, SquareCode as SquareCodeNode, Strikethrough as StrikethroughNode, Undo2 as Undo2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Toolbar as ToolbarPrimitive, Tooltip } from 'radix-ui';
import { editorCopy as copy } from '@/content/admin-editor';
import { separatorClasses, toolbarClasses } from './editor-frame';
import { ImageTool } from './image-tool';
import { LinkTool } from './link-tool';
import { TableTool } from './table-tool';
import { ToolButton } from './tool-button';
import type { PickImage } from './types';

const Bold = icon(BoldNode);
const Code = icon(CodeNode);
const Heading2 = icon(Heading2Node);
const Heading3 = icon(Heading3Node);
const Heading4 = icon(Heading4Node);
const Italic = icon(ItalicNode);
const List = icon(ListNode);
const ListOrdered = icon(ListOrderedNode);
const Minus = icon(MinusNode);
const Quote = icon(QuoteNode);
const Redo2 = icon(Redo2Node);
const SquareCode = icon(SquareCodeNode);
const Strikethrough = icon(StrikethroughNode);
const Undo2 = icon(Undo2Node);

type Toggle = { key: string; label: string; icon: typeof Bold; active: (e: Editor) => boolean; run: (e: Editor) => void };

const blocks: Toggle[] = [
  { key: 'h2', label: copy.tools.h2, icon: Heading2, active: (e) => e.isActive('heading', { level: 2 }), run: (e) => inDocument(e).toggleHeading({ level: 2 }).run() },
  { key: 'h3', label: copy.tools.h3, icon: Heading3, active: (e) => e.isActive('heading', { level: 3 }), run: (e) => inDocument(e).toggleHeading({ level: 3 }).run() },
  { key: 'h4', label: copy.tools.h4, icon: Heading4, active: (e) => e.isActive('heading', { level: 4 }), run: (e) => inDocument(e).toggleHeading({ level: 4 }).run() },
];
const marks: Toggle[] = [
  { key: 'bold', label: copy.tools.bold, icon: Bold, active: (e) => e.isActive('bold'), run: (e) => inDocument(e).toggleBold().run() },
  { key: 'italic', label: copy.tools.italic, icon: Italic, active: (e) => e.isActive('italic'), run: (e) => inDocument(e).toggleItalic().run() },
  { key: 'strike', label: copy.tools.strike, icon: Strikethrough, active: (e) => e.isActive('strike'), run: (e) => inDocument(e).toggleStrike().run() },
  { key: 'code', label: copy.tools.code, icon: Code, active: (e) => e.isActive('code'), run: (e) => inDocument(e).toggleCode().run() },
];
const lists: Toggle[] = [
  { key: 'bulletList', label: copy.tools.bulletList, icon: List, active: (e) => e.isActive('bulletList'), run: (e) => inDocument(e).toggleBulletList().run() },
  { key: 'orderedList', label: copy.tools.orderedList, icon: ListOrdered, active: (e) => e.isActive('orderedList'), run: (e) => inDocument(e).toggleOrderedList().run() },
  { key: 'blockquote', label: copy.tools.blockquote, icon: Quote, active: (e) => e.isActive('blockquote'), run: (e) => inDocument(e).toggleBlockquote().run() },
  { key: 'codeBlock', label: copy.tools.codeBlock, icon: SquareCode, active: (e) => e.isActive('codeBlock'), run: (e) => inDocument(e).toggleCodeBlock().run() },
];
const groups = [blocks, marks, lists];
/** The tools of a formatted text field (no headings, code, quotes, tables or images: sanitizeFormattedText keeps none). */
const compactGroups = [marks.filter((tool) => tool.key === 'bold' || tool.key === 'italic'), lists.filter((tool) => tool.key.endsWith('List'))];

function Separator() {
  return <ToolbarPrimitive.Separator className={separatorClasses} />;
}

/** The editor's formatting toolbar: one tab stop, arrow keys between tools (ARIA toolbar), toggles say aria-pressed. */
export function EditorToolbar({ editor, onPickImage, compact = false }: { editor: Editor; onPickImage?: PickImage; compact?: boolean }) {
  const shown = compact ? compactGroups : groups;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: Object.fromEntries(shown.flat().map((tool) => [tool.key, tool.active(e)])),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  return (
    <Tooltip.Provider delayDuration={400}>
    <ToolbarPrimitive.Root
      aria-label={copy.toolbarLabel}
      className={toolbarClasses}
    >
      {shown.map((tools, index) => (
        <div key={index} className="contents">
          {index > 0 && <Separator />}
          {tools.map(({ key, label, icon: Icon, run }) => (
            <ToolButton key={key} label={label} shortcut={copy.shortcuts[key]} pressed={state.pressed[key]} onClick={() => run(editor)}>
              <Icon aria-hidden />
            </ToolButton>
          ))}
        </div>
      ))}
      <Separator />
      <LinkTool editor={editor} />
      {!compact && (
        <>
          <TableTool editor={editor} />
          <ImageTool editor={editor} onPickImage={onPickImage} />
          <ToolButton label={copy.tools.horizontalRule} onClick={() => inDocument(editor).setHorizontalRule().run()}>
            <Minus aria-hidden />
          </ToolButton>
        </>
      )}
      <Separator />
      <ToolButton label={copy.tools.undo} shortcut={copy.shortcuts.undo} disabled={!state.canUndo} onClick={() => inDocument(editor).undo().run()}>
        <Undo2 aria-hidden />
      </ToolButton>
      <ToolButton label={copy.tools.redo} shortcut={copy.shortcuts.redo} disabled={!state.canRedo} onClick={() => inDocument(editor).redo().run()}>
        <Redo2 aria-hidden />
      </ToolButton>
    </ToolbarPrimitive.Root>
    </Tooltip.Provider>
  );
}
