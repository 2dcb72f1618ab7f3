import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePath, sitePath } from '@/lib/site-path';
import { hostilePaths } from './site-path-cases';
import { offSiteNext, onSiteNext, sameSiteNext, staysOnSite } from './safe-next-cases';


// The sign-in page, an over-long value and '' are refused by safe-next for its own reasons, not this rule.
const offSite = offSiteNext.filter((value) => !value.startsWith('/admin') && value.length < 2048 && value !== '');

describe('sitePath: a path on this site', () => {
  it.each(hostilePaths.map((value) => [JSON.stringify(value), value]))('refuses %s', (_, value) => {
    expect(sitePath(value)).toBeNull();
    expect(isSitePath(value)).toBe(false);
  });

  it.each(offSite.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses the off-site next %s', (_, value) => {
    expect(sitePath(value)).toBeNull();
  });

  it('keeps an escaped backslash or slash as an on-site path, never decoded into another host', () => {
    expect(sitePath('/%5Cevil.com')).toBe('/%5Cevil.com');
    expect(sitePath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(staysOnSite('/%5Cevil.com')).toBe(true);
  });

  it.each([...onSiteNext, ...sameSiteNext])('reads %j as %s', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });

  it('keeps ordinary paths as they are', () => {
    for (const value of ['/', '/images/resources/fallback.svg', '/resources/a-b?x=1#top', '/admin/login']) expect(sitePath(value)).toBe(value);
  });

  const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%5c', '%2f', '\t', '\n', ' ', '\u0000', '\u200b', '\uff0f', '@', ':', '?', '#', 'evil.com', 'http:', 'javascript:');
  const hostile = fc.oneof(fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')), fc.string({ unit: 'binary', maxLength: 40 }));

  it('answers only paths a browser keeps on this site, stable when fed back (property)', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const path = sitePath(value);
        if (path === null) return;
        expect(staysOnSite(path), `${JSON.stringify(value)} -> ${JSON.stringify(path)}`).toBe(true);
        expect(sitePath(path)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });
});
