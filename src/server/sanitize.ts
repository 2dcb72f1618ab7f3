import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { isSitePath } from '@/lib/site-path';
import { isHtml } from '@/lib/text';

/** A URL as a browser reads it: tabs and newlines dropped anywhere, spaces and control characters trimmed. */
function asBrowserReads(value: string): string {
  const url = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1;
  return url.slice(start, end);
}
const SAFE_HREF = /^(?:https?:|mailto:|tel:|#)/i;
const SAFE_SRC = /^https?:/i;

/** The URL as a browser reads it when it is on the allow-list, else undefined (the attribute is dropped). */
function allowedUrl(value: string | undefined, scheme: RegExp): string | undefined {
  if (value === undefined) return undefined;
  const url = asBrowserReads(value);
  return scheme.test(url) || isSitePath(url) ? url : undefined;
}

/** Attributes with the URL attribute replaced by its allowed form, or removed. */
function withUrl(attribs: sanitizeHtml.Attributes, name: string, scheme: RegExp): Record<string, string> {
  const next: Record<string, string> = { ...attribs };
  const url = allowedUrl(attribs[name], scheme);
  if (url === undefined) delete next[name];
  else next[name] = url;
  return next;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
  ],
  // No style, no event handlers, no class but a code block's language: the site's typography styles resource content.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // The editor's code blocks say their language as `language-…`; no other class survives.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their text, so no script or stylesheet source shows up as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  // Only http(s), mailto, tel, #anchors and site paths; relative and protocol-relative URLs are dropped.
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: withUrl(attribs, 'src', SAFE_SRC) }),
    a: (tagName, attribs) => {
      const next = withUrl(attribs, 'href', SAFE_HREF);
      // 'https:\\host' is as external as 'https://host'.
      const external = /^https?:/i.test(next.href ?? '');
      if (external) {
        next.rel = 'noopener noreferrer nofollow';
        next.target = '_blank';
      } else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
  },
};

/**
 * Sanitizes resource HTML with an allow-list (before storing and again before rendering).
 * Content without tags (plain text or a Notion address) is returned unchanged.
 */
export function sanitizeResourceHtml(html: string): string {
  if (!isHtml(html)) return html;
  return sanitizeHtml(html, options);
}

// Formatted text of the content kit (a job's description, src/kit/fields.ts `richText`): paragraphs, bold, italic,
// lists and links, nothing that would bring its own heading into a page's outline (a heading becomes a paragraph).
const formattedTextOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedClasses: {},
  transformTags: { ...options.transformTags, h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p', div: 'p', blockquote: 'p' },
};

/** Formatted text kept to the kit's allow-list: on every write, and again wherever it is drawn. */
export function sanitizeFormattedText(html: string): string {
  return sanitizeHtml(html, formattedTextOptions).trim();
}
