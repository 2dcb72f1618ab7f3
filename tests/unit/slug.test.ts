import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '@/lib/slug';

describe('slugify', () => {
  it.each([
    ['AI Readiness in Healthcare', 'ai-readiness-in-healthcare'],
    ['Cloud Cost Optimization Playbook', 'cloud-cost-optimization-playbook'],
    ['AI-Driven Fraud Detection', 'ai-driven-fraud-detection'],
    ['  Securing   AI Systems!  ', 'securing-ai-systems'],
    ['What’s new in 2026? (Q1 & Q2)', 'whats-new-in-2026-q1-q2'],
    ['Café Résumé', 'cafe-resume'],
    ['snake_case title', 'snake-case-title'],
    ['--Already--hyphenated--', 'already-hyphenated'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('returns an empty string when nothing word-like is left', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('caps a long title at SLUG_MAX_LENGTH, cutting at a word boundary', () => {
    const title = 'Cloud cost optimization for regulated industries '.repeat(5);
    const slug = slugify(title);
    expect(title.length).toBeGreaterThan(200);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
    // Whole words only: the slug is a prefix of the full slug that ends where a word ended.
    const full = 'cloud-cost-optimization-for-regulated-industries-'.repeat(5);
    expect(full.startsWith(`${slug}-`)).toBe(true);
    expect(slug.length).toBeGreaterThan(SLUG_MAX_LENGTH - 'regulated-'.length - 1);
  });

  it('keeps a slug that is exactly SLUG_MAX_LENGTH, and one whose next character is a hyphen', () => {
    const exact = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(slugify(exact)).toBe(exact);
    expect(slugify(`${exact} more words`)).toBe(exact);
  });

  it('cuts a run without hyphens hard rather than dropping most of it, never leaving a trailing hyphen', () => {
    expect(slugify(`ai ${'x'.repeat(300)}`)).toBe(`ai-${'x'.repeat(SLUG_MAX_LENGTH - 3)}`);
    const slug = slugify(`${'b'.repeat(SLUG_MAX_LENGTH - 1)} - c`);
    expect(slug).toBe('b'.repeat(SLUG_MAX_LENGTH - 1));
    expect(slugify('x'.repeat(400))).toBe('x'.repeat(SLUG_MAX_LENGTH));
  });
});
