import { isFrameworkLayerOn } from '../../http-server/framework-layer.mjs';
import { expect, test } from './fixtures';

test('an unknown path answers 404 with the not-found page and a link home', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page).toHaveTitle('404 Page Not Found | SmartTech');
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  // The same shell as every page: skip link, banner, one main, footer, chat button.
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/contact');
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page itself, not the address alone: the 404 page's own document must give way to the site's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-Native. Secure by Design. Built for Business Impact.');
});

test('the footer carries every link of the spec, with community links in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/industries/fintech', '/industries/healthcare', '/industries/legaltech', '/industries/logistics',
    '/services/cloud-smart', '/services/ai-first', '/services/outcome-based', '/services/security-delivery',
    '/services/healthcare', '/services/legaltech', '/services/digital-marketing',
    '/contact', '/careers', '/resources', '/privacy-policy', '/terms-of-service',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('link', { name: 'hello@smarttech.example' })).toHaveAttribute('href', 'mailto:hello@smarttech.example');
  for (const name of [/Discord/, /Slack/]) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('navigation resets scroll to the top of the new page', async ({ page }) => {
  await page.goto('/services/ai-first');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('links navigate within the site without a reload, and fetch a page ahead only when the visitor points at it', async ({ page, context }) => {
  const routerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] !== undefined) routerRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/services');
  await page.waitForLoadState('networkidle');
  // Nothing is fetched ahead for the dozens of links in view (next/link's viewport prefetch did).
  expect(routerRequests).toEqual([]);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
  await careers.hover();
  await expect.poll(() => routerRequests).toContain('/careers');
  // A modified click is the browser's: a new tab, and this page stays.
  const [opened] = await Promise.all([context.waitForEvent('page'), careers.click({ modifiers: ['ControlOrMeta'] })]);
  await opened.close();
  await expect(page).toHaveURL(/\/services$/);
  await careers.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build Real Outcomes With Us');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Back returns within the same document too.
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// A mistyped address in a section of addresses (a CMS page's, a resource's): Next draws that 404 by script alone
// (vercel/next.js#95613); the server sends the site's prerendered 404 page instead (http-server/not-found-page.mjs,
// part of the framework layer). A visitor without JavaScript reads it and can go home.
test('without JavaScript, a mistyped page or resource address shows the 404 page and a link home', async ({ browser, baseURL }) => {
  test.skip(!isFrameworkLayerOn(), 'Next draws these 404s by script: the framework layer sends the prerendered page (docs/decisions/0033)');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const address of ['/services/no-such-service', '/no-such-page?email=a%40b.example', '/resources/no-such-resource']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle('404 Page Not Found | SmartTech');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  }
  await context.close();
});
