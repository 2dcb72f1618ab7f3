import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The bands below the first screen are laid out only when they come near it (`render-when-near`,
// docs/decisions/0029); where the browser jumps to an anchor, every band is laid out first, so it lands right.

test.use({ viewport: { width: 390, height: 844 } });

/** Whether an element's contents are skipped by `content-visibility: auto` (not laid out yet). */
const skipped = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));

/** The distance from the top of the viewport to the home page's contact area. */
const contactTop = (page: Page) => page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Waits until the contact area is at the top of the viewport (below the sticky header), where a jump puts it. */
const expectAtContact = (page: Page) =>
  expect
    .poll(async () => {
      const top = await contactTop(page);
      return top >= 0 && top < 200 ? 'at the top of the viewport' : `${top} px from the top of the viewport`;
    })
    .toBe('at the top of the viewport');

test('on a phone, the home page lays out its first screen only; the rest comes as it scrolls into view', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await skipped(page, 'footer nav, footer a')).toBe(true);
  expect(await skipped(page, '#contact h2')).toBe(true);
  expect(await skipped(page, 'h1')).toBe(false);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => skipped(page, 'footer a')).toBe(false);
});

test('without JavaScript too, an address with #contact lands on the contact area', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/#contact');
  await expectAtContact(page);
  await context.close();
});

test('an address with #contact lands on the contact area, on a full load and through a link within the site', async ({ page }) => {
  await page.goto('/#contact');
  await expectAtContact(page);

  await page.goto('/careers');
  await waitForHydration(page);
  // The site has no link to /#contact in its pages (the contact form's no-script answer comes back to it), so the
  // test adds one, marked as the site's links are.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/#contact', textContent: 'Contact area' });
    link.dataset.siteLink = '';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'Contact area' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AI-Native/);
  await expectAtContact(page);
});

test('Back puts the home page where the visitor left it, restored at once; anchor links scroll smoothly again from the next click', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const link = page.locator('main a[href^="/services/"]').first();
  // Down to the link as a visitor scrolls, a screen at a time, each band drawn as it passes, then at rest.
  const left = await link.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let step = 0; step < 100 && element.getBoundingClientRect().top > 310; step += 1) {
      window.scrollBy({ top: Math.min(400, element.getBoundingClientRect().top - 300), behavior: 'instant' });
      await frame();
    }
    return window.scrollY;
  });
  expect(left).toBeGreaterThan(1000);
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(`**${href}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 100);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(100);
  // The restoration is not animated (the page's smooth scrolling made it glide when the visitor had left mid-scroll).
  // (Read from <html>'s own style: these tests may run with reduced motion, where the CSS is never smooth.)
  const scrollBehavior = () => page.evaluate(() => document.documentElement.style.scrollBehavior);
  expect(await scrollBehavior()).toBe('auto');
  await page.locator('h1').click();
  expect(await scrollBehavior(), 'the CSS decides again').toBe('');
});
