import { publicPaths } from '../../src/content/pages';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoWithTheme, test, type Theme } from './fixtures';

// Resource pages share one template: a page with a cover image and one with a Notion link card stand for the seed.
const resourcePaths = ['securing-ai-systems', 'ai-readiness-in-healthcare'].map((slug) => `/resources/${slug}`);

/** Applies a theme as the theme menu does (class on <html>, stored preference), without a reload. */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(value);
    document.documentElement.style.colorScheme = value;
  }, theme);
}

// Every public page against the WCAG 2.1 AA rules, in the dark theme and then the light one. Reduced motion makes
// the theme switch and the reveal fade instant, so colours are measured as they settle.
for (const path of [...publicPaths, ...resourcePaths, '/resources?category=logistics&type=article', '/this-page-does-not-exist']) {
  test(`axe in both themes: ${path}`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The booking frame is third-party: answer it locally so no test reaches the network.
    await page.route('https://scheduling.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Book</title><main><h1>Book</h1></main></html>' }));
    await gotoWithTheme(page, path, 'dark');
    await page.waitForLoadState('networkidle');
    // Reveal-on-scroll content is checked as a visitor sees it once scrolled to: revealed and fully faded in.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((element) => (element.dataset.revealed = 'true')));
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].every((element) => getComputedStyle(element).opacity === '1')))
      .toBe(true);
    await expectNoAxeViolations(page);
    await switchTheme(page, 'light');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expectNoAxeViolations(page);
  });
}
