import type { ChainedCommands, Editor } from '@tiptap/react';

/**
 * A command chain that starts with the document focused at once. TipTap's own focus() waits for the next frame, so
 * on a busy machine the keys typed right after pressing a tool (or closing its menu) went to the toolbar and were lost.
 */
export function inDocument(editor: Editor): ChainedCommands {
  editor.view.focus();
  return editor.chain().focus();
}

/**
 * Gives the document its focus back as a tool's menu or panel closes, unless it has it already (the tool's command
 * focused it): focusing again writes the editor's selection over the page's, and a key pressed in between (Ctrl+End
 * right after "Add row below", on a busy machine) had its caret moved back.
 */
export function refocusDocument(editor: Editor): void {
  if (!editor.view.hasFocus()) editor.view.focus();
}
