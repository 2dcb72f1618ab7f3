import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/app/admin/login/safe-next';

describe('where sign-in goes next', () => {
  it.each([
    ['/admin/resources', '/admin/resources'],
    ['/admin/resources?tab=article#top', '/admin/resources?tab=article#top'],
    ['/admin/../admin/contact', '/admin/contact'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['admin'],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example/admin'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/admin/login'],
    ['/admin/login?next=/admin'],
  ])('sends %s to /admin instead', (next) => {
    expect(safeNextPath(next)).toBe('/admin');
  });
});
