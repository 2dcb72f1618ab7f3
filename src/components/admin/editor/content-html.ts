import { isHtml } from '@/lib/text';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the editor opens: HTML as stored; plain text as the paragraphs the public page shows it as. */
export function toEditorHtml(content: string): string {
  if (content.trim() === '' || isHtml(content)) return content;
  return content
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
}
