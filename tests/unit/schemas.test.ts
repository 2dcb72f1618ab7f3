import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/schemas/contact';
import { slugParam } from '@/lib/schemas/fields';
import { plainTextProblem } from '@/lib/schemas/plain-text';
import { resourceCreateSchema, resourceUpdateSchema } from '@/lib/schemas/resource';
import { testimonialCreateSchema, testimonialUpdateSchema } from '@/lib/schemas/testimonial';

// The first message per field, as the API and the forms show it.
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('contactSchema', () => {
  it('gives the spec’s four messages', () => {
    expect(fieldErrors(contactSchema.safeParse({ name: 'A', email: 'nope', company: ' ', message: 'too short' }))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      company: 'Company is required',
      message: 'Message must be at least 10 characters',
    });
  });
  it('trims values and drops unknown keys', () => {
    const result = contactSchema.parse({ name: ' Ada ', email: 'ada@example.com', company: 'Acme', message: 'Tell me more please', admin: true });
    expect(result).toEqual({ name: 'Ada', email: 'ada@example.com', company: 'Acme', message: 'Tell me more please' });
  });
});

describe('testimonial schemas', () => {
  it('requires name, position, company and text and defaults isActive to true', () => {
    expect(Object.keys(fieldErrors(testimonialCreateSchema.safeParse({})))).toEqual(['name', 'position', 'company', 'testimonial']);
    const created = testimonialCreateSchema.parse({ name: 'N', position: 'P', company: 'C', testimonial: 'T', metric: '' });
    expect(created.isActive).toBe(true);
    expect(created.metric).toBeNull();
  });
  it('lets a partial update carry isActive alone without defaults', () => {
    expect(testimonialUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(testimonialUpdateSchema.parse({})).toEqual({});
  });
  it('accepts http(s) and site-path image URLs only', () => {
    const base = { name: 'N', position: 'P', company: 'C', testimonial: 'T' };
    expect(testimonialCreateSchema.safeParse({ ...base, imageUrl: 'https://cdn.example.com/a.png' }).success).toBe(true);
    expect(testimonialCreateSchema.safeParse({ ...base, imageUrl: '/images/a.svg' }).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAA', 'ftp://x/a.png']) {
      expect(testimonialCreateSchema.safeParse({ ...base, imageUrl: bad }).success).toBe(false);
    }
  });
});

describe('resource schemas', () => {
  it('fills slug from the title, type article, published, and leaves the time to the server (now)', () => {
    const created = resourceCreateSchema.parse({ title: 'AI-Driven Fraud Detection', description: 'D', categories: ['fintech'] });
    expect(created.slug).toBe('ai-driven-fraud-detection');
    expect(created.type).toBe('article');
    expect(created).toMatchObject({ status: 'published', publishedAt: '', unpublishAt: null, noindex: false, seoTitle: null, socialImageId: null });
  });
  it('accepts a date, a wall-clock date and time, or an instant with its offset as the publication time', () => {
    const base = { title: 'T', description: 'D', categories: ['ai'] };
    for (const publishedAt of ['2026-03-04', '2026-03-04T09:30', '2026-03-04T09:30:15', '2026-03-04T09:30:00.000Z', '2026-03-04T09:30:00+01:00']) {
      expect(resourceCreateSchema.safeParse({ ...base, publishedAt }).success, publishedAt).toBe(true);
    }
    for (const publishedAt of ['2026-03-04T24:00', '2026-03-04T09:60', '2026-02-29T10:00', '2026-03-04 09:30', '2026-03-04T09:30+25:00', 'tomorrow']) {
      expect(resourceCreateSchema.safeParse({ ...base, publishedAt }).success, publishedAt).toBe(false);
    }
    expect(fieldErrors(resourceCreateSchema.safeParse({ ...base, status: 'live', unpublishAt: 'soon', socialImageId: 'x' }))).toEqual({
      status: 'Status must be one of: draft, published',
      unpublishAt: 'Unpublish date must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)',
      socialImageId: 'Social image must be an image of the media library',
    });
  });
  it('rejects the filter-only category all, unknown types and impossible dates', () => {
    const errors = fieldErrors(resourceCreateSchema.safeParse({ title: 'T', description: 'D', categories: ['all'], type: 'blog', publishedAt: '2026-02-30' }));
    expect(Object.keys(errors).sort()).toEqual(['categories.0', 'publishedAt', 'type']);
  });
  it('requires at least one category', () => {
    expect(fieldErrors(resourceCreateSchema.safeParse({ title: 'T', description: 'D', categories: [] })).categories).toBe('Please select at least one category');
  });
  it('keeps a partial update partial', () => {
    expect(resourceUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
  });
});

describe('slugParam', () => {
  it('accepts only what slugify produces, up to 160 characters', () => {
    for (const good of ['securing-ai-systems', 'a', '2026-q1', 'x'.repeat(160)]) expect(slugParam.safeParse(good).success, good).toBe(true);
    for (const bad of ['', 'Securing-AI', 'a b', 'a--b', '-a', 'a-', 'a_b', '../x', 'x'.repeat(161)]) expect(slugParam.safeParse(bad).success, bad).toBe(false);
  });
  it('is satisfied by the slug made from the longest allowed title', () => {
    const created = resourceCreateSchema.parse({ title: 'Zero Trust Architecture for Hospitals '.repeat(6).slice(0, 200), description: 'D', categories: ['security'] });
    expect(slugParam.safeParse(created.slug).success).toBe(true);
  });
});

describe('the plain-text rule of every text field', () => {
  const controls = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F'];
  const lone = ['\uD800', 'x\uDFFFy', '\uDE00\uD83D'];

  it('refuses every C0 control character, keeps tab and line breaks only in multi-line text, and refuses lone surrogates', () => {
    for (const c of controls) {
      expect(plainTextProblem(`a${c}b`, 'Name'), JSON.stringify(c)).toBe('Name must not contain control characters');
      expect(plainTextProblem(`a${c}b`, 'Message', true), JSON.stringify(c)).toBe('Message must not contain control characters');
    }
    for (const c of ['\t', '\n', '\r']) {
      expect(plainTextProblem(`a${c}b`, 'Name')).toBe('Name must not contain control characters');
      expect(plainTextProblem(`a${c}b`, 'Message', true)).toBeNull();
    }
    for (const s of lone) expect(plainTextProblem(s, 'Name', true), JSON.stringify(s)).toBe('Name must be valid Unicode text');
    for (const s of ['José Łódź', '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o', '\u007F\u0085\u200B', '']) expect(plainTextProblem(s, 'Name'), s).toBeNull();
  });

  it('applies to every text field of the testimonial and resource schemas', () => {
    const testimonial = { name: 'N', position: 'P', company: 'C', testimonial: 'T', metric: 'M', metricTitle: 'MT', imageUrl: '/a.svg' };
    for (const key of Object.keys(testimonial) as (keyof typeof testimonial)[]) {
      expect(fieldErrors(testimonialCreateSchema.safeParse({ ...testimonial, [key]: 'x\u0000y' }))[key], key).toMatch(/must not contain control characters$/);
      expect(fieldErrors(testimonialCreateSchema.safeParse({ ...testimonial, [key]: 'x\uD800' }))[key], key).toMatch(/must be valid Unicode text$/);
    }
    const resource = { title: 'T', slug: 's', description: 'D', content: '<p>C</p>', imageUrl: 'https://x.example/a.png' };
    for (const key of Object.keys(resource) as (keyof typeof resource)[]) {
      expect(fieldErrors(resourceCreateSchema.safeParse({ ...resource, categories: ['ai'], [key]: 'x\u0000y' }))[key], key).toMatch(/must not contain control characters$/);
      expect(fieldErrors(resourceUpdateSchema.safeParse({ [key]: 'x\uDC00' }))[key], key).toMatch(/must be valid Unicode text$/);
    }
    const multiLine = testimonialCreateSchema.parse({ ...testimonial, testimonial: 'One.\r\n\tTwo.' });
    expect(multiLine.testimonial).toBe('One.\r\n\tTwo.');
    expect(resourceCreateSchema.parse({ ...resource, categories: ['ai'], description: 'A\nB', content: '<p>\tA</p>\n' })).toMatchObject({ description: 'A\nB', content: '<p>\tA</p>' });
    expect(fieldErrors(testimonialCreateSchema.safeParse({ ...testimonial, name: 'Ada\nPark' })).name).toBe('Name must not contain control characters');
  });

  it('gives the contact form its message for hostile text only, the spec messages otherwise', () => {
    const valid = { name: 'Ada', email: 'ada@example.com', company: 'Acme', message: 'Tell me more please' };
    expect(fieldErrors(contactSchema.safeParse({ name: '\u0000', email: 'ada@exa\u0000mple.com', company: 'Ac\uD800me', message: 'A NUL byte: \u0000 here.' }))).toEqual({
      name: 'Name must not contain control characters',
      email: 'Email must not contain control characters',
      company: 'Company must be valid Unicode text',
      message: 'Message must not contain control characters',
    });
    expect(contactSchema.parse({ ...valid, message: 'Line one,\r\n\tline two.' }).message).toBe('Line one,\r\n\tline two.');
    // The spec's cases keep exactly the spec's messages.
    expect(fieldErrors(contactSchema.safeParse({ name: '', email: '', company: '', message: '' }))).toEqual(contactMessagesOf());
    expect(fieldErrors(contactSchema.safeParse({ name: ' \t\n', email: 'a@b', company: '\n', message: 'short\n' }))).toEqual(contactMessagesOf());
  });
});

function contactMessagesOf() {
  return {
    name: 'Name must be at least 2 characters',
    email: 'Please enter a valid email address',
    company: 'Company is required',
    message: 'Message must be at least 10 characters',
  };
}
