'use client';

import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { toEditorHtml } from './content-html';
import { compactAreaClasses, documentAreaClasses, editorFrameClasses } from './editor-frame';
import { EditorSkeleton } from './editor-skeleton';
import './editor.css';
import { compactExtensions, editorExtensions } from './extensions';
import { cleanPastedHtml } from './paste';
import { EditorToolbar } from './toolbar';
import type { PickImage } from './types';

type RichTextEditorProps = {
  id: string;
  label: string;
  initialContent: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  onPickImage?: PickImage;
  /** A formatted text field of the content kit: bold, italic, lists and links only (compactExtensions). */
  compact?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** The editable element's attributes: named, described and marked invalid like the field's other controls. */
function contentAttributes(id: string, label: string, describedBy?: string, invalid?: boolean): Record<string, string> {
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-keyshortcuts': 'Alt+F10',
    class: 'resource-content rich-editor-content',
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  return attributes;
}

/** Alt+F10 moves to the toolbar (as in other editors): inside a table, Shift+Tab moves between cells instead. */
function focusToolbar(view: EditorView, event: KeyboardEvent): boolean {
  if (!event.altKey || event.key !== 'F10') return false;
  const tool = view.dom.closest('.rich-editor')?.querySelector<HTMLElement>('[role="toolbar"] [tabindex="0"]');
  tool?.focus();
  return Boolean(tool);
}

/** The resource editor: a formatting toolbar over a ProseMirror document styled as the public page shows it. */
export function RichTextEditor({ id, label, initialContent, onChange, onBlur, onPickImage, compact = false, ...aria }: RichTextEditorProps) {
  const describedBy = aria['aria-describedby'];
  const invalid = aria['aria-invalid'];
  const editor = useEditor({
    extensions: compact ? compactExtensions() : editorExtensions(),
    content: toEditorHtml(initialContent),
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { transformPastedHTML: cleanPastedHtml, handleKeyDown: focusToolbar, attributes: contentAttributes(id, label, describedBy, invalid) },
    // Only a real edit reports a value: opening and saving without changes keeps the stored content byte for byte.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // The error and hint ids change after a submit; ProseMirror owns the element, so set them through its props.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: contentAttributes(id, label, describedBy, invalid) } });
  }, [editor, id, label, describedBy, invalid]);

  // TipTap creates the editor after the first render (immediatelyRender: false): until then, the placeholder's box.
  if (!editor) return <EditorSkeleton compact={compact} />;
  return (
    <div className={cn(editorFrameClasses, invalid && 'border-destructive')}>
      <EditorToolbar editor={editor} onPickImage={onPickImage} compact={compact} />
      <EditorContent editor={editor} className={cn(documentAreaClasses, compact && compactAreaClasses)} />
    </div>
  );
}
