import type { Page } from '@playwright/test';
import { pageCopy, publicPaths } from '../../src/content/pages';
import { expect, expectNoAxeViolations, gotoWithTheme, settleColours, test, type Theme } from './fixtures';

// One visit per public page checks what every page owes a visitor and a crawler: status, title, one h1, the
// description, the shell, canonical and share tags, heading order, WCAG 2.1 AA (axe) in both themes, no sideways
// scroll at 390 px. Valid HTML: the W3C Nu HTML Checker reads every page as served (html-and-a11y-checks.spec.ts).
// (One visit instead of four keeps the suite within CI's time; each check still fails on its own message.)

// Resource pages share one template: a page with a cover image and one with a Notion link card stand for the seed.
const resourcePaths = ['securing-ai-systems', 'ai-readiness-in-healthcare'].map((slug) => `/resources/${slug}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const meta = (selector: string) => `meta[${selector}]`;

/** Applies a theme as the theme menu does (class on <html>, stored preference), without a reload. */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(value);
    document.documentElement.style.colorScheme = value;
  }, theme);
  // Colours settled before axe reads them (a colour mid-transition is neither theme's).
  await settleColours(page);
}

async function expectShellAndShareTags(page: Page, path: string, baseURL: string) {
  const copy = pageCopy[path]!;
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(copy.title)));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(copy.heading);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.description);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/contact');

  const absolute = new URL(path, baseURL).toString();
  // Next writes the home page's address without its trailing slash: the same URL once parsed.
  const parsed = async (selector: string, attribute: string) => new URL((await page.locator(selector).getAttribute(attribute)) ?? '').toString();
  expect(await parsed('link[rel="canonical"]', 'href')).toBe(absolute);
  expect(await parsed(meta('property="og:url"'), 'content')).toBe(absolute);
  await expect(page.locator(meta('property="og:description"'))).toHaveAttribute('content', copy.description);
  await expect(page.locator(meta('property="og:image"'))).toHaveAttribute('content', new URL('/og', baseURL).toString());
  await expect(page.locator(meta('name="twitter:card"'))).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator(meta('name="twitter:image"'))).toHaveAttribute('content', new URL('/og', baseURL).toString());
}

const allPaths = [...publicPaths, ...resourcePaths, '/resources?category=logistics&type=article', '/this-page-does-not-exist'];
// Pages in groups of four, each group in one browser tab: its cached scripts and styles are fetched and compiled
// once, as for a visitor who browses; the groups run in parallel.
const GROUP_SIZE = 4;
const groups = Array.from({ length: Math.ceil(allPaths.length / GROUP_SIZE) }, (_, i) => allPaths.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE));

for (const paths of groups) {
  test(`${paths.join(', ')}: shell, share tags, axe in both themes, no sideways scroll at 390 px`, async ({ page, baseURL, allowConsoleErrors }) => {
    test.slow(); // four pages, each with two axe passes
    allowConsoleErrors(/status of 404/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The booking frame is third-party: answer it locally so no test reaches the network.
    await page.route('https://scheduling.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Book</title><main><h1>Book</h1></main></html>' }));
    for (const path of paths) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: 1280, height: 720 });
        const response = await gotoWithTheme(page, path, 'dark');
        expect(response?.status(), path).toBe(path === '/this-page-does-not-exist' ? 404 : 200);
        if (pageCopy[path]) await expectShellAndShareTags(page, path, baseURL!);
        // Headings descend one level at a time (a skipped level misleads screen-reader navigation).
        const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
        const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
        expect(skips, `skipped heading levels on ${path}`).toEqual([]);

        // Loaded, fonts in: what axe measures is what a visitor sees (no need to wait for an idle network).
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // Reveal-on-scroll content is checked as a visitor sees it once scrolled to: revealed and fully faded in.
        // Reduced motion makes the theme switch and the reveal fade instant, so colours are measured as they settle.
        await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((element) => (element.dataset.revealed = 'true')));
        await expect
          .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].every((element) => getComputedStyle(element).opacity === '1')))
          .toBe(true);
        await expectNoAxeViolations(page);
        await switchTheme(page, 'light');
        await expect(page.locator('html')).toHaveClass(/\blight\b/);
        await expectNoAxeViolations(page, { coloursOnly: true });

        await page.setViewportSize({ width: 390, height: 844 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `horizontal overflow at 390 px on ${path}` })
          .toBeLessThanOrEqual(0);
      });
    }
  });
}
