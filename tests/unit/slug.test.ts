import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from '@/lib/slug';

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
});
