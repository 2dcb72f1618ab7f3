import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a visitor sees: cards the filters leave out stay in the page, hidden (they show at once when a filter changes).
const titles = (page: Page) => page.getByRole('main').locator('article h2').filter({ visible: true });
const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Filter by category' });
const typeNav = (page: Page) => page.getByRole('navigation', { name: 'Filter by type' });

test.describe('resources list', () => {
  test('shows the six published resources with at most two category tags each', async ({ page }) => {
    await page.goto('/resources');
    await expect(titles(page)).toHaveCount(6);
    const fraud = page.getByRole('article').filter({ hasText: 'AI-Driven Fraud Detection' });
    await expect(fraud.getByText('Case Study')).toBeVisible();
    await expect(fraud.getByText('AI', { exact: true })).toBeVisible();
    await expect(fraud.getByText('Fintech', { exact: true })).toBeVisible();
    await expect(fraud.getByText('Security', { exact: true })).toHaveCount(0);
    await expect(categoryNav(page).getByRole('link')).toHaveText(['All', 'AI', 'Cloud', 'Security', 'Healthcare', 'Fintech', 'Logistics', 'LegalTech']);
    await expect(typeNav(page).getByRole('link')).toHaveText(['All Types', 'Articles', 'Whitepapers', 'Case Studies']);
  });

  test('category and type filter alone and together, and the URL keeps them', async ({ page }) => {
    // Right after the page loads: before the app has started the filters are plain links (ADR 31).
    await page.goto('/resources', { waitUntil: 'domcontentloaded' });
    await categoryNav(page).getByRole('link', { name: 'AI', exact: true }).click();
    await expect(page).toHaveURL(/\/resources\?category=ai$/);
    await expect(titles(page)).toHaveText(['AI Readiness in Healthcare', 'Securing AI Systems', 'AI-Driven Fraud Detection', 'Transforming Legal Discovery with AI']);
    await expect(categoryNav(page).getByRole('link', { name: 'AI', exact: true })).toHaveAttribute('aria-current', 'true');

    await typeNav(page).getByRole('link', { name: 'Whitepapers' }).click();
    await expect(page).toHaveURL(/\/resources\?category=ai&type=whitepaper$/);
    await expect(titles(page)).toHaveText(['AI Readiness in Healthcare']);

    await categoryNav(page).getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/resources\?type=whitepaper$/);
    await expect(titles(page)).toHaveText(['AI Readiness in Healthcare', 'Supply Chain Optimization Through Cloud']);
  });

  test('a second filter chosen right after the first keeps both, and Back and Forward follow the filters', async ({ page }) => {
    // Right after the page loads: before the app has started the filters are plain links (ADR 31).
    await page.goto('/resources', { waitUntil: 'domcontentloaded' });
    // No wait between the two clicks: the second must not drop the first.
    await categoryNav(page).getByRole('link', { name: 'Cloud', exact: true }).click();
    await typeNav(page).getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/resources\?category=cloud&type=article$/);
    await expect(titles(page)).toHaveText(['Cloud Cost Optimization Playbook']);
    await page.goBack();
    await expect(page).toHaveURL(/\/resources\?category=cloud$/);
    await expect(titles(page)).toHaveText(['Cloud Cost Optimization Playbook', 'Supply Chain Optimization Through Cloud']);
    await page.goForward();
    await expect(titles(page)).toHaveText(['Cloud Cost Optimization Playbook']);
    await page.reload();
    await expect(titles(page)).toHaveText(['Cloud Cost Optimization Playbook']);
    await expect(typeNav(page).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'true');
  });

  test('every filtered address is a static page, shared by every visitor', async ({ request }) => {
    for (const path of ['/resources', '/resources?category=ai', '/resources?type=whitepaper', '/resources?category=ai&type=whitepaper', '/resources?category=nope&type=article']) {
      const response = await request.get(path);
      expect([path, response.status(), response.headers()['cache-control']]).toEqual([path, 200, expect.stringMatching(/^s-maxage=/)]);
    }
  });

  test('a shared filtered address opens filtered, and no match shows the empty state', async ({ page }) => {
    await page.goto('/resources?category=logistics&type=article');
    await expect(titles(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No resources found' })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to find what you're looking for.")).toBeVisible();
    await typeNav(page).getByRole('link', { name: 'All Types' }).click();
    await expect(titles(page)).toHaveText(['Supply Chain Optimization Through Cloud']);
  });
});

test.describe('resources without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered URL renders filtered, and the filter links work', async ({ page }) => {
    await page.goto('/resources?category=cloud');
    await expect(titles(page)).toHaveText(['Cloud Cost Optimization Playbook', 'Supply Chain Optimization Through Cloud']);
    await typeNav(page).getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/category=cloud&type=article/);
    await expect(titles(page)).toHaveText(['Cloud Cost Optimization Playbook']);
  });
});

test.describe('a resource page', () => {
  test('shows title, type, categories, en-US date, cover and sanitized content, with Article data', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Securing AI Systems' }).click();
    await expect(page).toHaveURL(/\/resources\/securing-ai-systems$/);
    await expect(page.locator('h1')).toHaveText('Securing AI Systems');
    await expect(page).toHaveTitle('Securing AI Systems | SmartTech');
    const header = page.getByRole('article').locator('header');
    await expect(header.getByText('Article', { exact: true })).toBeVisible();
    await expect(header.getByText('Security', { exact: true })).toBeVisible();
    await expect(header.getByText('AI', { exact: true })).toBeVisible();
    await expect(header.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.locator('img[src="/images/resources/securing-ai-systems.svg"]')).toBeVisible();
    await expect(page.locator('.resource-content p').first()).toContainText('AI systems inherit every classic security problem');
    await expect(page.locator('.resource-content script')).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Article');
    expect(jsonLd.headline).toBe('Securing AI Systems');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/resources\/securing-ai-systems$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Its own PNG card, drawn with its title: crawlers do not render the SVG cover.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/resources\/securing-ai-systems$/);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/og\/resources\/securing-ai-systems$/);
    const card = await page.request.get('/og/resources/securing-ai-systems');
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('an unknown slug answers 404 with the not-found page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/resources/no-such-resource');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle('404 Page Not Found | SmartTech');
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
    // Once, inside the one shell: the site layout's header, main and footer are not drawn a second time.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});

test('sitemap lists public pages and published resources; robots keeps /admin and /api out', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/services/ai-first', '/industries/logistics', '/careers', '/resources/ai-driven-fraud-detection']) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain('<lastmod>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/api/);
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
