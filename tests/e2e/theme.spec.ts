import { expect, test } from './fixtures';

test('the site is dark by default, switches to light, and remembers it across a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const darkBackground = await background();
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();

  await page.getByRole('button', { name: 'Choose theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  // Under reduced motion every change still runs a 0.01 ms transition: the colour is the old one until the next frame.
  await expect.poll(background).not.toBe(darkBackground);
  const lightBackground = await background();

  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
  await expect.poll(background).toBe(lightBackground);
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

test('the theme menu works from the keyboard: Enter opens it on the chosen item, arrows move, Escape and a choice return to the button', async ({ page }) => {
  await page.goto('/careers');
  const button = page.getByRole('button', { name: 'Choose theme' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Choose theme' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);

  // A click outside closes it without a choice.
  await button.click();
  await expect(menu).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});
