import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/schemas/contact';
import { slugParam } from '@/lib/schemas/fields';
import { resourceCreateSchema, resourceUpdateSchema } from '@/lib/schemas/resource';
import { testimonialCreateSchema, testimonialUpdateSchema } from '@/lib/schemas/testimonial';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

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
  it('fills slug from the title, type article and date today', () => {
    const created = resourceCreateSchema.parse({ title: 'AI-Driven Fraud Detection', description: 'D', categories: ['fintech'] });
    expect(created.slug).toBe('ai-driven-fraud-detection');
    expect(created.type).toBe('article');
    expect(created.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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
