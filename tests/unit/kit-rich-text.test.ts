import { describe, expect, it } from 'vitest';
import { contentProblems } from '@/kit/content-checks';
import { fieldSchema } from '@/kit/field-schemas';
import { schemasOf } from '@/kit/kind-schemas';
import { changedTexts } from '@/kit/field-text';
import { emptyValue, sampleValue } from '@/kit/field-values';
import { defineBlock, f } from '@/kit/fields';
import { cleanRichText } from '@/kit/server/rich-text';
import { fieldErrors } from '@/server/http/responses';

// The formatted text field type (a job's description): HTML kept to paragraphs, bold, italic, lists and links by the
// server before the schema reads it, required meaning "says something", compared by its words, its links checked.
const description = f.richText({ label: 'Description', required: true, max: 200 });
const note = defineBlock({ type: 'note', label: 'Note', level: 2, fields: { body: f.richText({ label: 'Body', max: 500 }) } });
const fields = { description, notes: f.list({ label: 'Notes', of: f.group({ label: 'Note', fields: { text: f.richText({ label: 'Text', max: 100 }) } }), max: 3 }), blocks: f.blocks({ label: 'Blocks', blocks: [note], max: 3 }) };
const schemas = schemasOf(fields);
const save = (values: Record<string, unknown>) => schemas.create.safeParse(cleanRichText(fields, { notes: [], blocks: [], ...values }));

describe('a formatted text field', () => {
  it('keeps paragraphs, bold, italic, lists and links, at any depth, and nothing else', () => {
    const hostile = '<h2 onclick="x()">Title</h2><p style="color:red">Hi <strong>there</strong> <a href="javascript:alert(1)">x</a> <a href="/contact">us</a></p><script>alert(1)</script><img src=x onerror=alert(1)><ul><li>One</li></ul>';
    const parsed = save({ description: hostile, notes: [{ text: hostile }], blocks: [{ type: 'note', body: hostile }] });
    expect(parsed.success).toBe(true);
    const kept = '<p>Title</p><p>Hi <strong>there</strong> <a>x</a> <a href="/contact">us</a></p><ul><li>One</li></ul>';
    expect(parsed.data!.description).toBe(kept);
    expect(parsed.data!.notes[0]!.text).toBe(kept);
    expect((parsed.data!.blocks[0] as { body: string }).body).toBe(kept);
  });

  it('marks an outside link to open apart, without the page that opened it', () => {
    const parsed = save({ description: '<p><a href="https://example.com/jobs">jobs</a></p>' });
    expect(parsed.data!.description).toBe('<p><a href="https://example.com/jobs" rel="noopener noreferrer nofollow" target="_blank">jobs</a></p>');
  });

  it('is required to say something: empty paragraphs or only a script are refused by name', () => {
    for (const empty of ['', '<p></p>', '<p> </p><p><br></p>', '<script>alert(1)</script>']) {
      const parsed = save({ description: empty });
      expect(parsed.success, empty).toBe(false);
      expect(fieldErrors(parsed.error!)).toEqual({ description: 'Description is required' });
    }
    // An optional one that says nothing is null, as an empty text is.
    expect(fieldSchema('body', note.fields.body).parse('<p></p>')).toBeNull();
  });

  it('is bounded by its characters', () => {
    const parsed = save({ description: `<p>${'a'.repeat(300)}</p>` });
    expect(fieldErrors(parsed.error!)).toEqual({ description: 'Description is too long: at most 200 characters once its HTML is made safe (& is stored as &amp;)' });
  });

  it('starts empty, has a valid sample, and the staff dialog edits it (the editor in the dialog)', async () => {
    expect(emptyValue(description)).toBe('');
    expect(fieldSchema('description', description).parse(sampleValue(description))).toBe('<p>Sample description</p>');
    const { defineKind } = await import('@/kit/define-kind');
    expect(() => defineKind({ key: 'probe-notes', labels: { singular: 'Note', plural: 'Notes', intro: '', empty: '', dashboard: { description: '', cta: '' } }, icon: 'file-text', storage: { documents: true }, fields: { description }, card: { title: 'description' }, public: { tags: () => [], paths: () => [], ownsPath: () => false } })).not.toThrow();
  });

  it('is compared by its words, so formatting alone is no change', () => {
    expect(changedTexts({ description }, { description: '<p>Run <em>clouds</em></p>' }, { description: '<p>Run <strong>clouds</strong></p>' })).toEqual([]);
    expect(changedTexts({ description }, { description: '<p>Run clouds</p>' }, { description: '<p>Run clouds &amp; data</p>' })).toEqual([{ path: 'description', label: 'Description', before: 'Run clouds', after: 'Run clouds & data' }]);
  });

  it('has its links to pages of the site checked before publishing', async () => {
    const problems = await contentProblems({ description }, { description: '<p><a href="/contact">us</a> <a href="/nowhere">gone</a> <a href="https://example.com">out</a></p>' }, async (href) => (href === '/nowhere' ? { level: 'error', message: 'no page is at this address.' } : null));
    expect(problems).toEqual([{ path: 'description', level: 'error', message: 'Description /nowhere: no page is at this address.' }]);
  });
});
