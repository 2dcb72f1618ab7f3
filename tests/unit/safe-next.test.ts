import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeNextPath } from '@/app/admin/login/safe-next';
import { submitSignIn } from '@/app/admin/login/login-form';
import { offSiteNext, onSiteNext, sameSiteNext, staysOnSite } from './safe-next-cases';

describe('safeNextPath: where sign-in goes next', () => {
  it('has a long list of hostile values to try', () => {
    expect(offSiteNext.length + onSiteNext.length).toBeGreaterThanOrEqual(40);
  });

  it.each(offSiteNext.map((value) => [JSON.stringify(value).slice(0, 60), value]))('sends %s to /admin', (_, next) => {
    expect(safeNextPath(next)).toBe('/admin');
  });

  it.each(onSiteNext)('keeps the odd but on-site %j on this site, as %s', (next, expected) => {
    const path = safeNextPath(next);
    expect(path).toBe(expected);
    expect(staysOnSite(path)).toBe(true);
  });

  it.each(sameSiteNext)('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('sends a missing next to /admin', () => {
    expect(safeNextPath(undefined)).toBe('/admin');
    expect(safeNextPath(null)).toBe('/admin');
  });

  // Glued from the pieces attacks are made of, so the fuzzer reaches the tricky combinations quickly.
  const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '\t', '\n', '\r', ' ', '\u0000', '\u3000', '\uff0f', '@', ':', '?', '#', 'evil.example', 'admin', 'login', 'http:', 'https:', 'javascript:');
  const hostile = fc.oneof(fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')), fc.string({ unit: 'binary', maxLength: 40 }));

  it('never answers with anything a browser would read as another site (property)', () => {
    fc.assert(
      fc.property(hostile, (next) => {
        const path = safeNextPath(next);
        expect(staysOnSite(path), `${JSON.stringify(next)} -> ${JSON.stringify(path)}`).toBe(true);
        // Stable: the answer, fed back in, is itself.
        expect(safeNextPath(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("the login form's redirect after a successful sign-in", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes through the same rule, whatever next it was given', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ ok: true })));
    const values = { email: 'staff@test.example', password: 'right-password-1' };
    for (const next of offSiteNext) {
      const went: string[] = [];
      expect(await submitSignIn(values, next, (url) => went.push(url))).toBeNull();
      expect(went, JSON.stringify(next)).toEqual(['/admin']);
    }
    for (const [next, expected] of [...onSiteNext, ...sameSiteNext]) {
      const went: string[] = [];
      await submitSignIn(values, next, (url) => went.push(url));
      expect(went).toEqual([expected]);
    }
  });

  it('stays on the page with the message when sign-in is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'INVALID_EMAIL_OR_PASSWORD' }, { status: 401 })));
    const went: string[] = [];
    expect(await submitSignIn({ email: 'a@test.example', password: 'x' }, '/admin', (url) => went.push(url))).toBe('Invalid email or password');
    expect(went).toEqual([]);
  });
});
