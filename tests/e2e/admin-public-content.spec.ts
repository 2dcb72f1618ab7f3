// What staff write is what visitors get, made safe: a Notion page as a link card, HTML sanitized, broken covers replaced.
import type { Page } from '@playwright/test';
import { BROKEN_COVER_ORIGIN, expect, test } from './fixtures';
import { unique } from './admin-support';
import { signIn } from './support/auth';

const today = new Date().toISOString().slice(0, 10);

/** Creates a published resource through the admin API as the signed-in page; returns its slug and a cleanup. */
async function createResource(page: Page, fields: { title: string; content: string; imageUrl?: string }) {
  const response = await page.request.post('/api/admin/resources', {
    data: { description: 'Written by the e2e suite.', categories: ['ai'], type: 'article', publishedAt: today, slug: '', ...fields },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; slug: string } };
  return { slug: data.slug, title: fields.title, remove: async () => expect((await page.request.delete(`/api/admin/resources/${data.id}`)).status()).toBe(204) };
}

test.beforeEach(async ({ page }) => signIn(page));

test('a Notion address becomes a link card to that page, and a broken cover shows the fallback art', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const notion = 'https://www.notion.so/smarttech/Fraud-detection-playbook-0123456789abcdef0123456789abcdef';
  // The cover's host answers 404: the staff-entered address has gone stale.
  await page.route(`${BROKEN_COVER_ORIGIN}**`, (route) => route.fulfill({ status: 404, body: '' }));
  const resource = await createResource(page, { title: unique('Notion case study'), content: notion, imageUrl: `${BROKEN_COVER_ORIGIN}gone.png` });
  await page.goto(`/resources/${resource.slug}`);
  const link = page.getByRole('link', { name: /Open the Notion page/ });
  await expect(link).toHaveAttribute('href', notion);
  await expect(link).toHaveAttribute('target', '_blank');
  // The page's cover (the first image in main) ends up showing the site's fallback art, fully loaded.
  const cover = page.getByRole('main').locator('img').first();
  await expect(cover).toHaveAttribute('src', /\/images\/resources\/fallback\.svg$/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The same on its card in the list.
  await page.goto('/resources');
  const card = page.getByRole('article').filter({ hasText: resource.title });
  await expect(card.locator('img')).toHaveAttribute('src', /\/images\/resources\/fallback\.svg$/);
  await resource.remove();
});

test('HTML content is rendered sanitized: no script, event handler or javascript: link reaches the visitor', async ({ page }) => {
  const content = [
    '<h2>Findings</h2><p>Plain <strong>evidence</strong> survives.</p>',
    '<img src="/images/resources/fallback.svg" onerror="window.__xss = 1" onload="window.__xss = 1">',
    '<script>window.__xss = 2</script>',
    '<a href="javascript:window.__xss = 3">click</a><a href="https://example.com/report">report</a>',
    '<iframe src="https://evil.example/"></iframe>',
  ].join('');
  const resource = await createResource(page, { title: unique('Sanitized findings'), content });
  await page.goto(`/resources/${resource.slug}`);
  const body = page.locator('.resource-content');
  await expect(body.getByRole('heading', { name: 'Findings' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('evidence');
  await expect(body.locator('script, iframe, [onerror], [onload]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(body.getByRole('link', { name: 'report' })).toHaveAttribute('href', 'https://example.com/report');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await resource.remove();
});
