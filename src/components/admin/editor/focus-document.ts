import type { ChainedCommands, Editor } from '@tiptap/react';

/**
 * A command chain that starts with the document focused at once. TipTap's own focus() waits for the next frame, so
 * on a busy machine the keys typed right after pressing a tool (or closing its menu) went to the toolbar and were lost.
 */
export function inDocument(editor: Editor): ChainedCommands {
  editor.view.focus();
  return editor.chain().focus();
}
