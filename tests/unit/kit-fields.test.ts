import { describe, expect, it } from 'vitest';
import { emptyValue, sampleValue } from '@/kit/field-values';
import { changedTexts, fieldTexts } from '@/kit/field-text';
import { defineBlock, f } from '@/kit/fields';
import { fieldSchema } from '@/kit/field-schemas';
import { schemasOf } from '@/kit/kind-schemas';
import { fieldErrors } from '@/server/http/responses';

const note = defineBlock({ type: 'note', label: 'Note', level: 2, fields: { heading: f.text({ label: 'Heading', required: true, max: 20 }) } });
const steps = defineBlock({
  type: 'steps',
  label: 'Steps',
  level: 2,
  fields: { items: f.list({ label: 'Steps', of: f.group({ label: 'Step', fields: { title: f.text({ label: 'Title', required: true, max: 10 }) } }), min: 1, max: 3 }) },
});
const page = schemasOf({
  path: f.address({ label: 'Address' }),
  updated: f.date({ label: 'Last updated', required: true }),
  blocks: f.blocks({ label: 'Blocks', blocks: [note, steps], min: 1, max: 10 }),
});

const errorsOf = (input: unknown) => {
  const parsed = page.create.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the kit’s structured field types', () => {
  const valid = { path: '/privacy-policy', updated: '2026-11-01', blocks: [{ type: 'note', heading: 'Hi' }, { type: 'steps', items: [{ title: 'One' }] }] };

  it('parse a page of blocks, each by its own fields, dropping what no field names', () => {
    const parsed = page.create.parse({ ...valid, blocks: [{ type: 'note', heading: ' Hi ', extra: 'x' }] });
    expect(parsed.blocks).toEqual([{ type: 'note', heading: 'Hi' }]);
  });

  it('name the place of a bad value inside blocks, lists and groups', () => {
    expect(errorsOf({ ...valid, blocks: [valid.blocks[0], { type: 'steps', items: [{ title: 'x'.repeat(11) }] }] })).toEqual({ 'blocks.1.items.0.title': 'Title must be at most 10 characters' });
    expect(errorsOf({ ...valid, blocks: [{ type: 'poem' }] })).toEqual({ 'blocks.0.type': 'Unknown block type "poem" (one of note, steps)' });
    expect(errorsOf({ ...valid, blocks: [] })).toEqual({ blocks: 'Blocks needs at least 1' });
    expect(errorsOf({ ...valid, blocks: [{ type: 'steps', items: [] }] })).toEqual({ 'blocks.0.items': 'Steps needs at least 1' });
  });

  it('take a path of this site made of lower-case words, and a real calendar day', () => {
    // `/` is an address (the home page's, which the pages kind's rules keep for it).
    expect(errorsOf({ ...valid, path: '/' })).toEqual({});
    for (const path of ['', 'privacy', '/Privacy', '/a//b', '/a/', '/a b', '/../admin', `/${'a'.repeat(200)}`]) expect(errorsOf({ ...valid, path })).toHaveProperty('path');
    expect(errorsOf({ ...valid, path: '/services/cloud-smart' })).toEqual({});
    for (const updated of ['2026-02-30', '2026-13-01', '1 Nov 2026', '']) expect(errorsOf({ ...valid, updated })).toHaveProperty('updated');
    expect(fieldSchema('d', f.date({ label: 'Day' })).parse('')).toBeNull();
  });

  it('take a whole number in its bounds, typed as text or sent as a number; empty is none unless required', () => {
    const salary = fieldSchema('salary', f.number({ label: 'Salary from', min: 0, max: 1_000_000 }));
    expect(salary.parse('60000')).toBe(60000);
    expect(salary.parse(' 60000 ')).toBe(60000);
    expect(salary.parse(60000)).toBe(60000);
    expect(salary.parse('')).toBeNull();
    expect(salary.parse(null)).toBeNull();
    const message = (value: unknown, schema = salary) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message('60,000')).toBe('Salary from must be a whole number, such as 0');
    expect(message(12.5)).toBe('Salary from must be a whole number, such as 0');
    expect(message('-1')).toBe('Salary from must be at least 0');
    expect(message(2_000_000)).toBe('Salary from must be at most 1,000,000');
    const seats = fieldSchema('seats', f.number({ label: 'Seats', min: 1, max: 10, required: true }));
    expect(message('', seats)).toBe('Seats is required');
    expect(emptyValue(f.number({ label: 'N', min: 1, max: 2 }))).toBeNull();
    expect(sampleValue(f.number({ label: 'N', min: 1, max: 2 }))).toBe(1);
  });

  it('start a new form empty and have a valid sample for every type', () => {
    expect(emptyValue(f.group({ label: 'G', fields: { a: f.text({ label: 'A', max: 3 }), b: f.list({ label: 'B', of: f.text({ label: 'C', max: 3 }), max: 2 }) } }))).toEqual({ a: '', b: [] });
    const sample = Object.fromEntries(Object.entries({ path: f.address({ label: 'Address' }), updated: f.date({ label: 'Day', required: true }), blocks: f.blocks({ label: 'Blocks', blocks: [note, steps], min: 1, max: 10 }) }).map(([key, field]) => [key, sampleValue(field)]));
    expect(page.create.safeParse(sample).success).toBe(true);
  });

  it('take an icon of the site by name, a section anchor unique on its page, and a link to a site path or https', () => {
    const section = defineBlock({
      type: 'section',
      label: 'Section',
      level: 2,
      fields: { icon: f.icon({ label: 'Icon' }), anchor: f.anchor({ label: 'Anchor' }), href: f.link({ label: 'Goes to', required: true }) },
    });
    const sections = schemasOf({ blocks: f.blocks({ label: 'Blocks', blocks: [section], max: 5 }) });
    const errors = (blocks: object[]) => {
      const parsed = sections.create.safeParse({ blocks });
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    const ok = { type: 'section', icon: 'shield-check', anchor: 'top', href: '/contact#book-meeting' };
    expect(errors([ok, { ...ok, anchor: '' }, { ...ok, anchor: null, href: 'https://cal.com/smarttech' }])).toEqual({});
    expect(sections.create.parse({ blocks: [{ ...ok, anchor: ' ' }] }).blocks[0]).toMatchObject({ anchor: null });
    expect(errors([ok, { ...ok, href: '/', anchor: null }, { ...ok, anchor: 'top' }])).toEqual({ 'blocks.2.anchor': 'Another block of this page already has the anchor "top"' });
    expect(errors([{ ...ok, icon: 'skull' }])).toEqual({ 'blocks.0.icon': "Icon must be one of the site's icons" });
    for (const anchor of ['Top', '1st', 'a b', 'top-', 'x'.repeat(41)]) expect(errors([{ ...ok, anchor }])).toHaveProperty('blocks.0.anchor');
    for (const href of ['javascript:alert(1)', 'http://example.com', '//evil.example', '/Contact', '/contact#', 'contact', '']) expect(errors([{ ...ok, href }])).toHaveProperty('blocks.0.href');
  });
});

describe('the field types of a resource: choices, slug, publication time, library image', () => {
  const article = schemasOf({
    title: f.text({ label: 'Title', required: true, max: 200 }),
    slug: f.slug({ label: 'Slug', from: 'title' }),
    tags: f.choices({ label: 'Categories', options: [{ value: 'ai', label: 'AI' }, { value: 'cloud', label: 'Cloud' }], min: 1, minMessage: 'Please select at least one category' }),
    publishedAt: f.dateTime({ label: 'Publication date', required: true }),
    unpublishAt: f.dateTime({ label: 'Unpublish time' }),
    cover: f.media({ label: 'Social image', guide: 'inline' }),
  });
  const errors = (input: unknown) => {
    const parsed = article.create.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const valid = { title: 'Cloud Costs, Explained!', tags: ['cloud'] };

  it('make an empty slug from the title on create, normalise a typed one, and refuse one that stays empty', () => {
    expect(article.create.parse(valid)).toMatchObject({ slug: 'cloud-costs-explained', publishedAt: '', tags: ['cloud'] });
    expect(article.create.parse({ ...valid, slug: ' My  Own Slug ' }).slug).toBe('my-own-slug');
    expect(errors({ ...valid, title: '!!!' })).toEqual({ slug: 'Slug must contain letters or numbers' });
    // An update leaves an empty slug to the server, which knows the stored title.
    expect(article.update.parse({ slug: '' })).toEqual({ slug: '' });
  });

  it('keep each choice once in the order given, and ask for the least number with the field’s own words', () => {
    expect(article.create.parse({ ...valid, tags: ['cloud', 'ai', 'cloud'] }).tags).toEqual(['cloud', 'ai']);
    expect(errors({ ...valid, tags: [] })).toEqual({ tags: 'Please select at least one category' });
    expect(errors({ title: 'T' })).toEqual({ tags: 'Please select at least one category' });
    expect(errors({ ...valid, tags: ['ai', 'poetry'] })).toEqual({ 'tags.1': 'Categories must be chosen from: ai, cloud' });
  });

  it('take a publication time as a date, a date and time or an instant; "now" when a required one is not sent on create', () => {
    for (const publishedAt of ['2026-11-01', '2026-11-01T09:30', '2026-11-01T09:30:00Z', '2026-11-01T09:30:00+02:00']) expect(errors({ ...valid, publishedAt })).toEqual({});
    expect(errors({ ...valid, publishedAt: '2026-02-30' })).toEqual({ publishedAt: 'Publication date must be a real date' });
    expect(errors({ ...valid, unpublishAt: 'soon' })).toEqual({ unpublishAt: 'Unpublish time must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)' });
    expect(article.create.parse({ ...valid, unpublishAt: '' }).unpublishAt).toBeNull();
  });

  it('take a library image by its id, empty as none', () => {
    const id = '0b6f4c1e-8d2a-4f5b-9c3d-2e1f0a9b8c7d';
    expect(article.create.parse({ ...valid, cover: id }).cover).toBe(id);
    expect(article.create.parse({ ...valid, cover: '' }).cover).toBeNull();
    expect(errors({ ...valid, cover: '/images/x.png' })).toEqual({ cover: 'Social image must be an image of the media library' });
  });
});

describe('a document as labelled text (the compare of two versions)', () => {
  const fields = {
    title: f.text({ label: 'Title', required: true, max: 50 }),
    blocks: f.blocks({
      label: 'Blocks',
      max: 5,
      blocks: [
        defineBlock({ type: 'cards', label: 'Icon cards', level: 2, fields: { cards: f.list({ label: 'Cards', max: 3, of: f.group({ label: 'Card', fields: { icon: f.icon({ label: 'Icon' }), title: f.text({ label: 'Title', max: 20 }) } }) }), tinted: f.toggle({ label: 'Tinted', default: false }) } }),
      ],
    }),
  };
  const before = { title: 'Fintech', blocks: [{ type: 'cards', cards: [{ icon: 'shield-check', title: 'Fraud' }], tinted: false }] };

  it('names every value by its place, at any depth', () => {
    expect(fieldTexts(fields, before)).toEqual([
      { path: 'title', label: 'Title', text: 'Fintech' },
      { path: 'blocks.0.cards.0.icon', label: 'Blocks › 1. Icon cards › Cards › 1 › Icon', text: 'Shield check' },
      { path: 'blocks.0.cards.0.title', label: 'Blocks › 1. Icon cards › Cards › 1 › Title', text: 'Fraud' },
      { path: 'blocks.0.tinted', label: 'Blocks › 1. Icon cards › Tinted', text: 'Off' },
    ]);
  });

  it('lists only what changed: a value edited, a card added, a switch turned', () => {
    const after = { title: 'Fintech', blocks: [{ type: 'cards', cards: [{ icon: 'lock', title: 'Fraud' }, { icon: 'bot', title: 'Bots' }], tinted: true }] };
    expect(changedTexts(fields, before, after)).toEqual([
      { path: 'blocks.0.cards.0.icon', label: 'Blocks › 1. Icon cards › Cards › 1 › Icon', before: 'Shield check', after: 'Lock' },
      { path: 'blocks.0.tinted', label: 'Blocks › 1. Icon cards › Tinted', before: 'Off', after: 'On' },
      { path: 'blocks.0.cards.1.icon', label: 'Blocks › 1. Icon cards › Cards › 2 › Icon', before: '', after: 'Bot' },
      { path: 'blocks.0.cards.1.title', label: 'Blocks › 1. Icon cards › Cards › 2 › Title', before: '', after: 'Bots' },
    ]);
    expect(changedTexts(fields, before, before)).toEqual([]);
  });

  it('reads a time as the caller formats it, so a change finer than that is no change', () => {
    const times = { publishedAt: f.dateTime({ label: 'Publication date', required: true }) };
    const minute = (value: string) => value.slice(0, 16);
    expect(changedTexts(times, { publishedAt: '2026-12-07T03:42:55.588Z' }, { publishedAt: '2026-12-07T03:42:00.000Z' }, { time: minute })).toEqual([]);
    expect(changedTexts(times, { publishedAt: '2026-12-07T03:42:55.588Z' }, { publishedAt: '2026-12-07T03:43:00.000Z' }, { time: minute })).toEqual([
      { path: 'publishedAt', label: 'Publication date', before: '2026-12-07T03:42', after: '2026-12-07T03:43' },
    ]);
    // Without a formatter, the value as stored.
    expect(changedTexts(times, { publishedAt: 'a' }, { publishedAt: 'b' })).toEqual([{ path: 'publishedAt', label: 'Publication date', before: 'a', after: 'b' }]);
  });

  it('reads formatted text as the caller says a person reads it (a line per paragraph in the History)', () => {
    const body = { body: f.richText({ label: 'Body', max: 1000 }) };
    const lines = (html: string) => html.replace(/<\/p>/g, '\n').replace(/<[^>]+>/g, '').trim();
    expect(changedTexts(body, { body: '<p>One</p><p>Two</p>' }, { body: '<p>One</p><p>Three</p>' }, { richText: lines })).toEqual([{ path: 'body', label: 'Body', before: 'One\nTwo', after: 'One\nThree' }]);
    expect(changedTexts(body, { body: '<p>One</p><p>Two</p>' }, { body: '<p>One</p><p>Three</p>' })[0]).toMatchObject({ before: 'One Two', after: 'One Three' });
  });
});
