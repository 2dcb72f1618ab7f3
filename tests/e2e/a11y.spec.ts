import { publicPaths } from '../../src/content/pages';
import { expect, expectNoAxeViolations, gotoWithTheme, test, type Theme } from './fixtures';

// The seeded resources' pages are public too (slugs from the data engineer's seed).
const resourcePaths = [
  'ai-readiness-in-healthcare', 'cloud-cost-optimization-playbook', 'securing-ai-systems',
  'ai-driven-fraud-detection', 'supply-chain-optimization-through-cloud', 'transforming-legal-discovery-with-ai',
].map((slug) => `/resources/${slug}`);

// Every public page, in both themes, against the WCAG 2.1 AA rules.
for (const theme of ['dark', 'light'] as Theme[]) {
  test.describe(`axe in the ${theme} theme`, () => {
    for (const path of [...publicPaths, ...resourcePaths, '/resources?category=logistics&type=article', '/this-page-does-not-exist']) {
      test(`${path}`, async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(/status of 404/);
        // The booking frame is third-party: answer it locally so no test reaches the network.
        await page.route('https://scheduling.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Book</title><main><h1>Book</h1></main></html>' }));
        await gotoWithTheme(page, path, theme);
        await page.waitForLoadState('networkidle');
        // Reveal-on-scroll content is checked as a visitor sees it once scrolled to: revealed (the observer skips
        // what is already marked, whenever it mounts) and fully faded in.
        await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((element) => (element.dataset.revealed = 'true')));
        await expect
          .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].every((element) => getComputedStyle(element).opacity === '1')))
          .toBe(true);
        await expectNoAxeViolations(page);
      });
    }
  });
}
