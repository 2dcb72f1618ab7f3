import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, isThemePreference, resolveTheme } from '@/lib/theme';

describe('theme preference', () => {
  it('defaults to dark', () => expect(DEFAULT_THEME).toBe('dark'));

  it('accepts only light, dark and system', () => {
    expect(['light', 'dark', 'system'].every(isThemePreference)).toBe(true);
    expect(isThemePreference('blue')).toBe(false);
    expect(isThemePreference(null)).toBe(false);
  });

  it('resolves system from the OS preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('light');
    expect(resolveTheme('system', false)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
    expect(resolveTheme('dark', true)).toBe('dark');
  });
});
