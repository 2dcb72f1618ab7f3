import { describe, expect, it } from 'vitest';
import { touchFromUrl, cleanAttribution, type Touch } from '@/lib/attribution';
import { ATTRIBUTION_STORAGE_KEY } from '@/lib/attribution-keys.mjs';
import { EARLY_CONTROLS, RECORD_TOUCH } from '@/lib/early-controls.mjs';
import { THEME_SCRIPT } from '@/lib/theme-script.mjs';

type Stored = { first?: Touch; last?: Touch };

/** Runs the pre-paint script's touch recorder as the browser would on `href`, with a session that already holds `stored`. */
function recordWithScript(href: string, referrer: string, stored?: Stored): Stored | null {
  const items = new Map<string, string>(stored ? [[ATTRIBUTION_STORAGE_KEY, JSON.stringify(stored)]] : []);
  const sessionStorage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  new Function('document', 'location', 'sessionStorage', RECORD_TOUCH)({ referrer }, new URL(href), sessionStorage);
  const written = items.get(ATTRIBUTION_STORAGE_KEY);
  return written ? (JSON.parse(written) as Stored) : null;
}

/** The rule of docs/decisions/0021, written with the app's own parser (attribution.ts): what the script must store. */
function expected(href: string, referrer: string, stored: Stored = {}): Stored {
  const url = new URL(href);
  const external = referrer && new URL(referrer).origin !== url.origin ? referrer : null;
  const touch = touchFromUrl(url, external);
  const campaign = Object.keys(touch ?? {}).some((key) => key !== 'referrer' && key !== 'landing_page');
  return JSON.parse(JSON.stringify({ first: stored.first ?? touch, last: campaign || external ? touch : (stored.last ?? stored.first ?? touch) })) as Stored;
}

const cases: [string, string, Stored?][] = [
  ['https://smarttech.example/?utm_source=spring&gclid=abc', ''],
  ['https://smarttech.example/services/ai-first?utm_source=linkedin&utm_medium=social&utm_campaign=ai-week&gclid=abc123', 'https://www.google.com/search?q=ai'],
  ['https://smarttech.example/contact', 'https://smarttech.example/'],
  ['https://smarttech.example/contact', '', { first: { landing_page: '/?utm_source=x', utm_source: 'x' } }],
  ['https://smarttech.example/resources?utm_source=news&utm_term=%20spaced%20', '', { first: { landing_page: '/' }, last: { landing_page: '/' } }],
  [`https://smarttech.example/?utm_campaign=${'a'.repeat(300)}&fbclid=%01%02ctl&msclkid=`, 'https://news.example.org/a/b?c=d'],
  [`https://smarttech.example/${'p'.repeat(600)}?li_fat_id=1`, 'https://t.co/x'],
];

describe('the pre-paint touch recorder', () => {
  it.each(cases)('stores, as attribution.ts reads it, what touchFromUrl makes of %s (referrer %j)', (href, referrer, stored) => {
    const written = recordWithScript(href, referrer, stored);
    expect(cleanAttribution(written)).toEqual(cleanAttribution(expected(href, referrer, stored)));
    // The referrer's path never reaches the storage.
    expect(JSON.stringify(written)).not.toMatch(/search\?q|\/a\/b/);
  });

  it('records nothing on the staff pages', () => {
    expect(recordWithScript('https://smarttech.example/admin/contact?utm_source=x', '')).toBeNull();
    expect(recordWithScript('https://smarttech.example/administrators', '')).not.toBeNull();
  });

  it('is part of the pre-paint script, which has no `<` (the server finds inline scripts by `[^<]*`)', () => {
    expect(THEME_SCRIPT).toContain(EARLY_CONTROLS);
    expect(THEME_SCRIPT).not.toContain('<');
    expect(() => new Function(THEME_SCRIPT)).not.toThrow();
  });
});
