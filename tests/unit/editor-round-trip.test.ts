// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateHTML, generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { toEditorHtml } from '@/components/admin/editor/content-html';
import { editorExtensions } from '@/components/admin/editor/extensions';
import { seedResources } from '@/server/db/seed-resources';
import { sanitizeResourceHtml } from '@/server/sanitize';

const extensions = editorExtensions();
const allTags = readFileSync(join(process.cwd(), 'tests/fixtures/editor/all-allowed-tags.html'), 'utf8');

/** Stored content → editor document → HTML the editor saves → the server's sanitizer, as a save without changes does. */
const throughEditor = (stored: string) => sanitizeResourceHtml(generateHTML(generateJSON(toEditorHtml(stored), extensions), extensions));

const SAME = { B: 'strong', I: 'em', STRIKE: 's', DEL: 's' } as Record<string, string>;
// Wrappers that mean nothing once class and style are gone (span, div), or that the table model does not keep apart.
const UNWRAP = new Set(['SPAN', 'DIV', 'THEAD', 'TBODY', 'TFOOT']);
// The editor keeps the text of list items, cells and quotes in paragraphs; the page looks the same either way.
const PARAGRAPH_HOLDERS = new Set(['LI', 'TD', 'TH', 'BLOCKQUOTE', 'DD']);

/** HTML in a canonical form: synonyms mapped, meaningless wrappers removed, whitespace between blocks dropped. */
function normalize(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const parent = element.parentElement;
    if (UNWRAP.has(element.tagName) || (element.tagName === 'P' && parent && PARAGRAPH_HOLDERS.has(parent.tagName))) {
      element.replaceWith(...Array.from(element.childNodes));
    } else if (SAME[element.tagName]) {
      const next = body.ownerDocument.createElement(SAME[element.tagName]!);
      next.append(...Array.from(element.childNodes));
      element.replaceWith(next);
    }
  }
  const attributes = (element: Element) => Array.from(element.attributes).map((a) => `${a.name}="${a.value}"`).sort().join(' ');
  const walk = (node: Node): string => {
    if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ');
    if (node.nodeType !== 1) return '';
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const attrs = attributes(element);
    return `<${tag}${attrs ? ` ${attrs}` : ''}>${Array.from(element.childNodes).map(walk).join('')}</${tag}>`;
  };
  return Array.from(body.childNodes).map(walk).join('').replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
}

describe('the editor opens stored HTML without loss', () => {
  it.each(seedResources.map((r) => [r.title, r.content] as const))('seeded resource %s', (_slug, content) => {
    const stored = sanitizeResourceHtml(content);
    expect(normalize(throughEditor(stored))).toBe(normalize(stored));
  });

  it('a document using every tag and attribute the sanitizer allows', () => {
    const stored = sanitizeResourceHtml(allTags);
    // The fixture really does hold every allowed tag (and survives the sanitizer with them).
    for (const tag of ['h5', 'h6', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'caption', 'thead', 'tfoot', 'sub', 'sup', 'mark', 'small', 'u', 'br', 'hr', 'span', 'div']) {
      expect(stored, tag).toContain(`<${tag}`);
    }
    expect(stored).toContain('<code class="language-ts">');
    expect(stored).toContain('width="640" height="360"');
    const after = throughEditor(stored);
    expect(normalize(after)).toBe(normalize(stored));
    // Saved again, the editor's own output is a fixed point: opening and saving twice changes nothing more.
    expect(throughEditor(after)).toBe(after);
  });

  it('plain-text content opens as the paragraphs the public page shows', () => {
    expect(toEditorHtml('Costs fell 37% & delivery < 2 weeks.\n\nSecond paragraph.')).toBe('<p>Costs fell 37% &amp; delivery &lt; 2 weeks.</p><p>Second paragraph.</p>');
    expect(throughEditor('One\n\nTwo')).toBe('<p>One</p><p>Two</p>');
  });
});
