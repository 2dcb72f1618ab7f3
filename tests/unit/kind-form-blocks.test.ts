import { describe, expect, it } from 'vitest';
import { formBlocks, type Entry } from '@/components/admin/kind/form-values';
import { f } from '@/kit/fields';

const entry = (key: string): Entry => [key, f.text({ label: key, max: 100 })];

describe('formBlocks: the parts of a generated form', () => {
  it('draws a section where its first field would be, and keeps the fields outside sections in runs, in order', () => {
    const publication = { key: 'publication', fields: ['status', 'publishedAt'] };
    const seo = { key: 'seo', title: 'SEO & sharing', fields: ['seoTitle'] };
    const entries = ['title', 'slug', 'status', 'content', 'publishedAt', 'seoTitle', 'notes'].map(entry);
    expect(formBlocks(entries, [publication, seo]).map((block) => ('section' in block ? `section ${block.section.key}` : block.entries.map(([key]) => key).join(' ')))).toEqual([
      'title slug',
      'section publication',
      'content',
      'section seo',
      'notes',
    ]);
  });

  it('is one run of every field when the definition has no sections', () => {
    expect(formBlocks(['a', 'b'].map(entry), [])).toEqual([{ entries: [entry('a'), entry('b')] }]);
  });
});
