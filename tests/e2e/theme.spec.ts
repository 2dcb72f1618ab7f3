import { expect, test } from './fixtures';

test('the site is dark by default, switches to light, and remembers it across a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();

  await page.getByRole('button', { name: 'Choose theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightBackground);
  await page.getByRole('button', { name: 'Choose theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
});

test('system follows the operating system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose theme' }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
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
