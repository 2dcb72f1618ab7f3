// Issue 20, on the production build: nothing one visitor sends reaches another, and made-up addresses leave nothing
// behind on disk (docs/decisions/0032).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const get = (baseURL: string, address: string) => fetch(new URL(address, baseURL), { redirect: 'manual' });
const SECRETS = ['leak@visitor.example', 'TOKEN-OF-A-VISITOR', 'CLICK-ID-OF-A-VISITOR'];
const visitorQuery = `email=${encodeURIComponent(SECRETS[0]!)}&token=${SECRETS[1]}&gclid=${SECRETS[2]}`;
// As typed, and percent-encoded once or twice (as a URL inside a URL's query is).
const leaked = (text: string) =>
  SECRETS.filter((secret) => [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))].some((form) => text.includes(form)));

test('a visitor\'s query string is in no page another visitor gets, cached or not', async ({ baseURL }) => {
  for (const page of ['/', '/services', '/resources', '/resources?category=ai', '/contact', '/no-such-page']) {
    const separator = page.includes('?') ? '&' : '?';
    const first = await get(baseURL!, `${page}${separator}${visitorQuery}`);
    expect(leaked(await first.text()), `${page} as the first visitor got it`).toEqual([]);
    for (let visit = 0; visit < 2; visit += 1) {
      const next = await get(baseURL!, page);
      expect(leaked(await next.text()), `${page} for the next visitor`).toEqual([]);
    }
  }
  // Click ids do not split the shared answer: once / is in the served-page cache (Next may first regenerate a
  // page older than its 60 s), / with a click id is answered from it.
  await expect.poll(async () => (await get(baseURL!, '/')).headers.get('x-cache'), { timeout: 10_000 }).toBe('HIT');
  expect((await get(baseURL!, '/?gclid=another-click')).headers.get('x-cache')).toBe('HIT');
});

const MADE_UP = 'made-up-slug-';

/**
 * The entries the framework's caches on disk hold for the made-up slugs: rendered pages and routes are files named by
 * their path, data-cache entries are named by a hash and carry the slug in their tags. Counted by slug, not in total:
 * Next also writes the site's real pages there on their first request after a start, which other specs running at the
 * same time cause (and which is bounded by the site's own pages).
 */
function madeUpEntries(): string[] {
  const distDir = path.resolve(process.env.E2E_DIST_DIR || '.next-test');
  const found: string[] = [];
  for (const folder of ['server/route-cache', 'server/app', 'cache/fetch-cache']) {
    const at = path.join(distDir, folder);
    if (!fs.existsSync(at)) continue;
    for (const name of fs.readdirSync(at, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(at, name);
      if (name.includes(MADE_UP)) found.push(file);
      else if (folder === 'cache/fetch-cache' && fs.statSync(file).isFile() && fs.readFileSync(file, 'utf8').includes(MADE_UP)) found.push(file);
    }
  }
  return found;
}

test('well-formed but unknown slugs answer 404 and do not grow the framework\'s cache on disk', async ({ baseURL }) => {
  expect(madeUpEntries()).toEqual([]);
  for (let i = 0; i < 40; i += 1) {
    expect((await get(baseURL!, `/resources/${MADE_UP}${i}`)).status).toBe(404);
    expect((await get(baseURL!, `/og/resources/${MADE_UP}${i}`)).status).toBe(404);
  }
  // The framework writes its cache after the answer has gone: give it that moment before looking.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(madeUpEntries()).toEqual([]);
});
