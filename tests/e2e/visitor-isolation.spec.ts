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

/** Every file of the framework's cache of rendered pages and routes, counted. */
function cachedFiles(): number {
  const distDir = path.resolve(process.env.E2E_DIST_DIR || '.next-test');
  let count = 0;
  for (const folder of ['server/route-cache', 'server/app/resources', 'server/app/og', 'cache']) {
    const at = path.join(distDir, folder);
    if (fs.existsSync(at)) count += fs.readdirSync(at, { recursive: true }).length;
  }
  return count;
}

test('well-formed but unknown slugs answer 404 and do not grow the framework\'s cache on disk', async ({ baseURL }) => {
  // A real resource and a first unknown one, so that whatever the first request of a route makes is there already.
  expect((await get(baseURL!, '/resources/securing-ai-systems')).status).toBe(200);
  expect((await get(baseURL!, '/resources/warm-up-unknown')).status).toBe(404);
  expect((await get(baseURL!, '/og/resources/warm-up-unknown')).status).toBe(404);
  const before = cachedFiles();
  for (let i = 0; i < 40; i += 1) {
    expect((await get(baseURL!, `/resources/made-up-slug-${i}`)).status).toBe(404);
    expect((await get(baseURL!, `/og/resources/made-up-slug-${i}`)).status).toBe(404);
  }
  expect(cachedFiles() - before).toBe(0);
});
