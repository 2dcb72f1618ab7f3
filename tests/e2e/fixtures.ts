import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { RENDER_ALL_CLASS } from '../../src/lib/render-when-near.mjs';

type Fixtures = {
  /** Console errors and page errors fail the test, except those a test explicitly allows. */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Every Content-Security-Policy violation a page reports fails the test; none may be allowed. */
  cspViolations: string[];
};

/** A host that never resolves, for a resource whose cover image cannot load (admin-public-content.spec.ts). */
export const BROKEN_COVER_ORIGIN = 'https://covers.e2e.test/';

type Violation = { directive: string; blocked: string; sample: string; page: string };

const isHydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

export const test = base.extend<Fixtures>({
  // A page is used once it is interactive: public pages ask for the framework's scripts after their first paint
  // (docs/decisions/0025), so the load event no longer implies hydration. Tests of the page without JavaScript
  // (javaScriptEnabled: false), of non-HTML answers and of the moment before load (waitUntil 'commit' or
  // 'domcontentloaded') are not held.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
      if (javaScriptEnabled && waitsForLoad && /^text\/html/.test(response?.headers()['content-type'] ?? '')) await isHydrated(page);
      return response;
    };
    await provide(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
        violations.push(`${v.page}: ${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`.trim());
      });
      // Before any page script: the listener sees violations from the first inline script on.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
          report({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample, page: location.pathname });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        // The broken cover that admin-public-content.spec.ts gives a resource: staff lists that run beside it show
        // that resource too, and the browser reports the failed image (its address appears only in the location).
        if (message.location().url.startsWith(BROKEN_COVER_ORIGIN)) return;
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type Theme = 'light' | 'dark';

/** Opens a page with a stored theme preference, as a returning visitor would have it. */
export async function gotoWithTheme(page: Page, path: string, theme: Theme) {
  // In the page's own document only: init scripts run in every frame, and the home page's third-party scheduler frame
  // denies access to its storage (a page error).
  await page.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem('theme', value);
  }, theme);
  return page.goto(path);
}

/** Two frames (new styles computed and painted), then until no colour transition is running. */
export async function settleColours(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running').length))
    .toBe(0);
}

/**
 * Runs axe with the WCAG 2.1 A and AA rules and fails on any violation, listing each with its nodes.
 * `coloursOnly`: the rules a theme can change (contrast), for a page already checked in the other theme; `within`: a
 * selector of the part to check.
 */
export async function expectNoAxeViolations(page: Page, { coloursOnly = false, within }: { coloursOnly?: boolean; within?: string } = {}) {
  // The bands below the first screen are laid out only when near it (content-visibility: auto): axe would read a
  // skipped band's colours as they were before a theme switch (CI measured the footer of /services/ai-first in dark
  // colours on a light page once). Laid out at once, as the site does for a link to an anchor, and as a visitor
  // sees each band once scrolled to it.
  // Their styles are computed then, so any colour transition starts then: wait for it to end (mid-way, a colour is
  // neither theme's).
  await page.evaluate((name) => document.documentElement.classList.add(name), RENDER_ALL_CLASS);
  await settleColours(page);
  // Violations only: axe then skips collecting the nodes of every rule that passes (a tenth of the time on a page).
  // The staff editor's live preview frame holds a public page, which the public pages' own checks cover: scanning it
  // again in every editor check took seconds each.
  // Legacy mode: axe runs in each frame itself. The default (runPartial) also opens a blank page per analysis to put
  // the frames' results together, about a second of a core each time on this machine (half of an analysis); the
  // same rules find the same violations either way (checked on a page given a faint text and an image without alt).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).exclude('iframe[title^="Preview of the draft"]');
  // `within`: one part (an open dialog), when the rest of the page was checked as it is.
  if (within) builder.include(within);
  if (coloursOnly) builder.withRules(['color-contrast', 'link-in-text-block']);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until client components have hydrated (components/ui/hydration-mark.tsx marks <html>) and the network has
 * settled.
 */
export async function waitForHydration(page: Page) {
  await isHydrated(page);
  await page.waitForLoadState('networkidle');
}
