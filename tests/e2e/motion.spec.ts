import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const fadeDuration = (page: Page) =>
  page.locator('main > div').first().evaluate((element) => getComputedStyle(element).animationDuration);

test('pages fade in over 0.5 s', async ({ page }) => {
  await page.goto('/careers');
  expect(await fadeDuration(page)).toBe('0.5s');
});

test('prefers-reduced-motion turns the fade off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/careers');
  const duration = await fadeDuration(page);
  expect(parseFloat(duration)).toBeLessThan(0.001);
});
