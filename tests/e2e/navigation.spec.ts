import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { dropdown, mainNav, phoneMenu } from './support/header';

// The header's menus are `<details>` elements that answer from the first paint (docs/decisions/0031): each test acts
// as soon as the page has loaded; only those about what the app adds (hover intent, navigation within the app) wait
// for it.
const visit = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Services dropdown opens on hover and leads to a service page', async ({ page }) => {
    // Hover intent is the app's: it opens the dropdown once it runs.
    await page.goto('/');
    const nav = mainNav(page);
    await dropdown(page, 'Services').locator('summary').hover();
    const link = nav.getByRole('link', { name: /AI-First Services/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/services\/ai-first$/);
    await expect(page.locator('h1')).toHaveText('AI-First Services');
  });

  test('Industries dropdown works from the keyboard', async ({ page }) => {
    await visit(page, '/');
    const nav = mainNav(page);
    await dropdown(page, 'Industries').locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page, 'Industries')).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /Fintech/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /Healthcare/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
  });

  test('Escape closes an open dropdown and returns the focus to it', async ({ page }) => {
    await visit(page, '/');
    const trigger = dropdown(page, 'Services').locator('summary');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page, 'Services')).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(dropdown(page, 'Services')).not.toHaveAttribute('open');
    await expect(trigger).toBeFocused();
  });

  test('the active link follows the path: Home exactly, others by prefix', async ({ page }) => {
    const nav = mainNav(page);
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/resources');
    await expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/services/legaltech');
    await expect(dropdown(page, 'Services').locator('summary')).toHaveAttribute('data-active', 'true');
    await expect(dropdown(page, 'Industries').locator('summary')).toHaveAttribute('data-active', 'false');
  });

  test('Book a Free Tech Audit goes to the booking block of the contact page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Free Tech Audit' })).toHaveAttribute('href', '/contact#book-meeting');
  });
});

test.describe('mobile header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, navigates, and closes on a link click', async ({ page }) => {
    await visit(page, '/');
    await expect(mainNav(page)).toBeHidden();
    await phoneMenu(page).locator('summary').click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book a Free Tech Audit' })).toHaveAttribute('href', '/contact');
    await panel.getByRole('link', { name: 'Logistics' }).click();
    await expect(page).toHaveURL(/\/industries\/logistics$/);
    await expect(panel).toBeHidden();
    await expect(phoneMenu(page)).not.toHaveAttribute('open');
  });

  test('going Back closes the menu, as any navigation does', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    // A client-side navigation first, so that Back stays inside the app and the header is not rebuilt.
    await phoneMenu(page).locator('summary').click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await phoneMenu(page).locator('summary').click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.goBack();
    await expect(page).toHaveURL(/\/careers$/);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(phoneMenu(page)).not.toHaveAttribute('open');
  });

  test('Escape closes the menu', async ({ page }) => {
    await visit(page, '/careers');
    await phoneMenu(page).locator('summary').click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(phoneMenu(page).locator('summary')).toBeFocused();
  });
});

test('between the md and lg widths (768, 900, 1024 px) the header keeps every item and the audit button on one line', async ({ page }) => {
  await page.goto('/why-choose-us');
  for (const width of [768, 900, 1024]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Book a Free Tech Audit' })).toHaveAttribute('href', '/contact#book-meeting');
      await expect(banner.getByRole('link', { name: 'Book a Free Tech Audit' })).toBeVisible();
      const heights = await mainNav(page).getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      expect(heights.length).toBe(6);
      expect(Math.max(...heights), `${width} px`).toBeLessThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    });
  }
});
