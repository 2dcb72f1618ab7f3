import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// This spec is about motion: the visitor's default, no preference (the config turns motion off elsewhere).
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const fadeDuration = (page: Page) =>
  page.locator('main > div').first().evaluate((element) => getComputedStyle(element).animationDuration);

/** Opens the home page, then moves to /careers within the site (a client-side navigation). */
async function moveToCareers(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('h1')).toHaveText('Build Real Outcomes With Us');
}

test('the page a visit starts on shows at once; pages moved to within the site fade in over 0.5 s', async ({ page }) => {
  await page.goto('/careers');
  expect(await fadeDuration(page)).toBe('0s');
  expect(await page.locator('main > div').first().evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await moveToCareers(page);
  expect(await fadeDuration(page)).toBe('0.5s');
});

test('prefers-reduced-motion turns the fade off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await moveToCareers(page);
  const duration = await fadeDuration(page);
  expect(parseFloat(duration)).toBeLessThan(0.001);
});

test.describe('sections reveal once when scrolled into view', () => {
  const industryCards = (page: Page) => page.locator('#industries-heading').locator('xpath=ancestor::section[1]').locator('li[data-reveal]');

  test('content below the fold waits, then fades in with a 0.1 s stagger; content in view shows at once', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
    const heroHeading = page.getByRole('heading', { level: 1 });
    expect(await heroHeading.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const cards = industryCards(page);
    await expect(cards.nth(1)).not.toHaveAttribute('data-revealed', 'true');
    // Below the fold it settles hidden (it may still be easing out of the no-script state, unseen, just after hydration).
    await expect.poll(() => cards.nth(1).evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await cards.nth(1).scrollIntoViewIfNeeded();
    await expect(cards.nth(1)).toHaveAttribute('data-revealed', 'true');
    const timing = await cards.nth(2).evaluate((element) => {
      const style = getComputedStyle(element);
      return { duration: style.transitionDuration, delay: style.transitionDelay };
    });
    expect(timing.duration).toBe('0.55s, 0.55s');
    expect(timing.delay).toMatch(/^0\.2s(, 0\.2s)?$/);
    await expect.poll(() => cards.nth(1).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('without JavaScript every section is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const opacities = await industryCards(page).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await context.close();
  });

  test('prefers-reduced-motion shows every section without waiting for a scroll', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const opacities = await industryCards(page).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
  });
});
