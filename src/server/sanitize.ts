import 'server-only';
import sanitizeHtml from 'sanitize-html';

// Anything that could open a tag, comment or declaration sends the content through the sanitizer.
const HTML_TAG = /<[a-z!/?]/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
  ],
  // No style, no event handlers, no class: the site's typography styles resource content.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their text, so no script or stylesheet source shows up as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const next: Record<string, string> = { ...attribs };
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
  if (!HTML_TAG.test(html)) return html;
  return sanitizeHtml(html, options);
}
