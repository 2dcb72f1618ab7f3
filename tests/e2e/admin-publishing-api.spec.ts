// The publishing rules as visitors and crawlers meet them on the production server: drafts stay hidden, staff
// preview them in draft mode, renamed pages answer 308, and the feed and share cards are served.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { unique } from './admin-support';
import { signIn } from './support/auth';

async function create(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post('/api/admin/resources', { data: { description: 'Written by the e2e suite.', categories: ['cloud'], ...fields } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; slug: string; title: string } }).data;
}

test.beforeEach(async ({ page }) => {
  test.slow(); // several page loads and contexts per test
  await signIn(page);
});

test('a draft is 404 for visitors; staff preview it as visitors will see it, with a banner, and leave preview', async ({ page, browser, baseURL, allowConsoleErrors }) => {
  const draft = await create(page, { title: unique('Draft under wraps'), status: 'draft', content: '<h2>Still private</h2><p>Not yet.</p>' });
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/resources/${draft.slug}`)).status()).toBe(404);
  // A visitor cannot switch preview on: the route is staff only.
  expect((await visitor.request.get(`/api/admin/resources/${draft.id}/preview`, { maxRedirects: 0 })).status()).toBe(401);
  await visitor.close();

  // Nor can another site switch it on for signed-in staff: a link from elsewhere (localhost is another site than
  // 127.0.0.1) carries the Lax session cookie, and is refused without a cookie set. Likewise the way out.
  const site = new URL(baseURL!).origin;
  const elsewhere = site.replace('127.0.0.1', 'localhost');
  expect(elsewhere).not.toBe(site);
  const previewUrl = `${site}/api/admin/resources/${draft.id}/preview`;
  allowConsoleErrors(/status of 403/);
  for (const target of [previewUrl, `${site}/api/preview/exit?to=/`]) {
    await page.goto(`${elsewhere}/privacy-policy`);
    const answer = page.waitForResponse(target);
    await page.evaluate((url) => void (location.href = url), target);
    expect((await answer).status()).toBe(403);
    await page.waitForURL(target);
    expect((await page.context().cookies(site)).map((cookie) => cookie.name).filter((name) => /preview|prerender/.test(name))).toEqual([]);
  }

  // From the staff area it opens the preview.
  await page.goto('/admin/resources');
  await page.evaluate((url) => void (location.href = url), previewUrl);
  await expect(page).toHaveURL(new RegExp(`/resources/${draft.slug}$`));
  await expect(page.getByText('Draft: visitors cannot see this page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await expect(page.getByRole('heading', { name: 'Still private' })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

  // Leaving the preview of a page visitors cannot see goes back to the staff's resources.
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);
  expect((await page.request.get(`/resources/${draft.slug}`)).status()).toBe(404);
});

test('renaming a published resource: the old address answers 308 to the new one, for visitors and crawlers', async ({ page }) => {
  const resource = await create(page, { title: unique('Moving house') });
  const before = await page.request.get(`/resources/${resource.slug}`);
  expect(before.status()).toBe(200);
  const renamed = await page.request.patch(`/api/admin/resources/${resource.id}`, { data: { slug: `${resource.slug}-moved` } });
  expect(renamed.status()).toBe(200);
  const old = await page.request.get(`/resources/${resource.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()['location']).toBe(`/resources/${resource.slug}-moved`);
  await page.goto(`/resources/${resource.slug}`);
  await expect(page).toHaveURL(new RegExp(`/resources/${resource.slug}-moved$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resource.title);
});

test('the Atom feed lists published resources and pages link to it; each resource has a share card drawn with its title', async ({ page, request }) => {
  const resource = await create(page, { title: unique('Feed me'), seoTitle: 'Feed me: the search title', noindex: true });
  const feed = await request.get('/resources/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain(`<title>${resource.title}</title>`);
  expect(xml).toContain('<title>Securing AI Systems</title>');

  await page.goto(`/resources/${resource.slug}`);
  await expect(page).toHaveTitle('Feed me: the search title');
  expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toMatch(/\/resources\/feed\.xml$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`/og/resources/${resource.slug}$`));
  const card = await request.get(new URL(image!).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  // noindex keeps it out of the sitemap; the feed still carries it for readers.
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/resources/${resource.slug}<`);
});
