import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { themeMenu as menu } from './support/header';

// The theme menu is plain HTML with the pre-paint script (docs/decisions/0031): each test acts as soon as the page has
// loaded, not after the app has started.
const trigger = (page: Page) => menu(page).locator('summary');
const choice = (page: Page, name: string) => menu(page).getByRole('radio', { name });
const visit = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

test('the site is dark by default, switches to light, and remembers it across a reload', async ({ page }) => {
  await visit(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const darkBackground = await background();
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();

  await trigger(page).click();
  await choice(page, 'Light').click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  // Under reduced motion every change still runs a 0.01 ms transition: the colour is the old one until the next frame.
  await expect.poll(background).not.toBe(darkBackground);
  const lightBackground = await background();

  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(html).toHaveClass(/\blight\b/);
  await expect.poll(background).toBe(lightBackground);
  await trigger(page).click();
  await expect(choice(page, 'Light')).toBeChecked();
});

test('system follows the operating system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, '/');
  await trigger(page).click();
  await choice(page, 'System').click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('system');
});

test('a stored preference applies before first paint (no flash of the wrong theme)', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  // Block scripts other than inline ones: the pre-paint script alone must set the class.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' }).catch(() => undefined);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('the theme menu works from the keyboard: Enter opens it on the chosen theme, arrows, Home and End choose, Escape and Enter return to the button', async ({ page }) => {
  await visit(page, '/careers');
  const html = page.locator('html');
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toHaveAttribute('open');
  await expect(choice(page, 'Dark')).toBeFocused();
  await expect(choice(page, 'Dark')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(menu(page)).not.toHaveAttribute('open');
  await expect(trigger(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(choice(page, 'Dark')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(choice(page, 'Light')).toBeChecked();
  await expect(html).toHaveClass(/\blight\b/);
  await page.keyboard.press('End');
  await expect(choice(page, 'System')).toBeFocused();
  await expect(choice(page, 'System')).toBeChecked();
  await page.keyboard.press('Home');
  await expect(choice(page, 'Light')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu(page)).not.toHaveAttribute('open');
  await expect(trigger(page)).toBeFocused();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');

  // A click outside closes it without a choice.
  await trigger(page).click();
  await expect(menu(page)).toHaveAttribute('open');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(menu(page)).not.toHaveAttribute('open');
  await expect(html).toHaveClass(/\blight\b/);
});
