import { escapeXml } from './xml';
const NOTION_PATTERN = /https?:\/\/(?:[\w-]+\.)?notion\.(?:so|site)\/[^\s"'<>]*/i;

// Anything that could open a tag, comment or declaration: such text is HTML, sanitized and rendered as HTML.
const HTML_TAG = /<[a-z!/?]/i;

/** The Notion page address in a resource's content, if the content is (or contains) one. */
export function notionUrl(content: string): string | null {
  return content.match(NOTION_PATTERN)?.[0] ?? null;
}

/** The one "this text is HTML" rule: the sanitizer runs on it and the resource page renders it as HTML. */
export function isHtml(content: string): boolean {
  return HTML_TAG.test(content);
}

export type ResourceContentKind = { kind: 'notion'; url: string } | { kind: 'html' } | { kind: 'text' };

/** How resource content is shown (site page and admin view): a Notion link card, HTML, or plain paragraphs. */
export function resourceContentKind(content: string): ResourceContentKind {
  const url = notionUrl(content);
  if (url) return { kind: 'notion', url };
  return isHtml(content) ? { kind: 'html' } : { kind: 'text' };
}

/** Plain text of HTML or text content: tags stripped, common entities decoded, whitespace collapsed. */
export function plainText(content: string): string {
  return content
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts text to at most `max` characters and adds an ellipsis when anything was cut (120 for testimonials, 150/1000
 * for resources, 80 for a note in a lead's activity). It cuts at the last space within the limit, so no word is
 * cut in half; only a single word longer than half the limit is cut inside, as there is no better place.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  // A space right after the limit means the limit falls at a word's end.
  const space = /\s/.test(text[max]!) ? max : head.search(/\s\S*$/);
  const cut = space >= max / 2 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}...`;
}

/** The preview of resource content: plain text, truncated. */
export function contentPreview(content: string, max: number): string {
  return truncate(plainText(content), max);
}

/** Plain text as HTML paragraphs (one per block of lines, escaped): how the site shows text where HTML is kept. */
export function textParagraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeXml(paragraph.trim())}</p>`)
    .join('');
}
