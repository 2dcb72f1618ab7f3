import { isHtml, textParagraphsHtml } from '@/lib/text';

/** What the editor opens: HTML as stored; plain text as the paragraphs the public page shows it as. */
export function toEditorHtml(content: string): string {
  if (content.trim() === '' || isHtml(content)) return content;
  return textParagraphsHtml(content);
}
