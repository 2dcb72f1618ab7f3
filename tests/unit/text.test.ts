import { describe, expect, it } from 'vitest';
import { contentPreview, isHtml, notionUrl, plainText, resourceContentKind, truncate } from '@/lib/text';

describe('truncate', () => {
  it('keeps text at or under the limit unchanged', () => {
    expect(truncate('a'.repeat(120), 120)).toBe('a'.repeat(120));
  });
  it('cuts to the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}...`);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(truncate('hello world again', 6)).toBe('hello...');
  });
  // The lead's activity log quotes a note to 80 characters: it cut "following" to "follo" with no ellipsis.
  const note = 'Called the CTO, who wants a proposal for the migration by Friday; following up with a draft on Monday.';
  it('cuts at the last word boundary within the limit, never inside a word', () => {
    const cut = truncate(note, 80);
    expect(cut).toBe('Called the CTO, who wants a proposal for the migration by Friday; following up...');
    expect(cut.length - 3).toBeLessThanOrEqual(80);
    expect(note.startsWith(cut.slice(0, -3))).toBe(true);
    expect(note[cut.length - 3]).toBe(' ');
  });
  it('keeps a note of exactly the limit, or shorter, whole and without an ellipsis', () => {
    const exact = note.slice(0, 80);
    expect(exact).toHaveLength(80);
    expect(truncate(exact, 80)).toBe(exact);
    expect(truncate('Left a voicemail.', 80)).toBe('Left a voicemail.');
  });
  it('keeps a last word that ends exactly at the limit', () => {
    expect(truncate('one two three four', 13)).toBe('one two three...');
  });
  it('cuts inside a word only when one word fills most of the limit (a long address)', () => {
    const url = `See https://example.com/${'a'.repeat(100)} for the brief`;
    expect(truncate(url, 80)).toBe(`${url.slice(0, 80)}...`);
    expect(truncate('x'.repeat(200), 80)).toBe(`${'x'.repeat(80)}...`);
  });
  it('collapses the spaces before the cut', () => {
    expect(truncate('alpha beta    gamma delta', 16)).toBe('alpha beta...');
  });
});

describe('plainText and contentPreview', () => {
  it('strips tags, scripts and entities and collapses whitespace', () => {
    expect(plainText('<h2>Title</h2>\n<p>One &amp; two<script>alert(1)</script></p>')).toBe('Title One & two');
  });
  it('previews HTML content to a character limit', () => {
    const html = `<p>${'word '.repeat(100)}</p>`;
    const preview = contentPreview(html, 150);
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(153);
    expect(preview).not.toContain('<');
  });
});

describe('notionUrl', () => {
  it('finds a notion.so address in content', () => {
    expect(notionUrl('See https://www.notion.so/acme/Case-Study-123abc for details')).toBe('https://www.notion.so/acme/Case-Study-123abc');
    expect(notionUrl('https://acme.notion.site/Page-1')).toBe('https://acme.notion.site/Page-1');
  });
  it('returns null for other content', () => {
    expect(notionUrl('<p>plain</p>')).toBeNull();
    expect(notionUrl('https://example.com/notion.so')).toBeNull();
  });
});

describe('isHtml and resourceContentKind: one rule for what resource content is', () => {
  it('calls HTML anything that could open a tag, comment or declaration', () => {
    for (const html of ['<p>x</p>', 'text <br> more', '<!-- c -->', '</p>', '<?xml?>', 'a<b']) expect(isHtml(html), html).toBe(true);
    for (const text of ['Costs fell 37% & delivery < 2 weeks.', 'a <> b', '1 <= 2', 'plain\n\ntext']) expect(isHtml(text), text).toBe(false);
  });

  it('shows a Notion address as a link, else HTML or text', () => {
    const url = 'https://www.notion.so/smarttech/Case-8c1f2e';
    expect(resourceContentKind(url)).toEqual({ kind: 'notion', url });
    expect(resourceContentKind(`<p>See <a href="${url}">it</a></p>`)).toEqual({ kind: 'notion', url });
    expect(resourceContentKind('<h2>Title</h2><p>Body</p>')).toEqual({ kind: 'html' });
    expect(resourceContentKind('First.\n\nSecond.')).toEqual({ kind: 'text' });
  });
});
