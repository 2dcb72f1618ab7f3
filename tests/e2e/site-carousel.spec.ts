import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// This spec is about motion: the visitor's default, no preference (the config turns motion off elsewhere).
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const carousel = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
/** The one slide shown (until the carousel runs, every slide is readable: a press before then is replayed). */
async function expectShown(root: Locator, label: string) {
  const shown = root.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('aria-label', label);
}

async function swipe(viewport: Locator, fromX: number, toX: number) {
  await viewport.evaluate((element, [start, end]) => {
    const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 7, clientY: 200 };
    element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: start }));
    element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: end }));
  }, [fromX, toX]);
}

test.describe('testimonials carousel', () => {
  test('next, previous and dots move between slides and wrap around', async ({ page }) => {
    // Right after the page loads: a press made before the app has started is replayed once it has (ADR 31).
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const root = carousel(page);
    await root.getByRole('button', { name: 'Pause automatic rotation' }).click();
    await expectShown(root, '1 of 7');
    await root.getByRole('button', { name: 'Previous testimonial' }).click();
    await expectShown(root, '7 of 7');
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await expectShown(root, '1 of 7');
    await root.getByRole('button', { name: 'Show testimonial 4' }).click();
    await expectShown(root, '4 of 7');
    await expect(root.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute('aria-current', 'true');
    await root.getByRole('button', { name: 'Show testimonial 7' }).click();
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await expectShown(root, '1 of 7');
  });

  test('a swipe over 50 px moves next (left) or previous (right); a short one does nothing', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const root = carousel(page);
    await root.getByRole('button', { name: 'Pause automatic rotation' }).click();
    const viewport = root.getByTestId('carousel-viewport');
    await swipe(viewport, 300, 200);
    await expectShown(root, '2 of 7');
    await swipe(viewport, 200, 300);
    await expectShown(root, '1 of 7');
    await swipe(viewport, 300, 260);
    await expectShown(root, '1 of 7');
    await swipe(viewport, 100, 300);
    await expectShown(root, '7 of 7');
  });

  test('auto-advances every 4 s, pauses on hover, and the pause button stops it with a polite live region', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const root = carousel(page);
    const viewport = root.getByTestId('carousel-viewport');
    await expect(viewport).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4100);
    await expectShown(root, '2 of 7');

    await viewport.hover();
    await expect(viewport).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expectShown(root, '2 of 7');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4100);
    await expectShown(root, '3 of 7');

    await root.getByRole('button', { name: 'Pause automatic rotation' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await expect(root.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    await expect(viewport).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expectShown(root, '3 of 7');
  });

  test('reduced motion turns auto-advance off, and the rotation control says so', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const root = carousel(page);
    await expect(root.getByTestId('carousel-viewport')).toHaveAttribute('aria-live', 'polite');
    await expect(root.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    await page.clock.runFor(9000);
    await expectShown(root, '1 of 7');
  });

  test('keyboard focus entering it stops rotation; Start resumes it with focus still inside', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const root = carousel(page);
    const viewport = root.getByTestId('carousel-viewport');
    await expect(viewport).toHaveAttribute('aria-live', 'off');
    // Tab from the section heading's neighbourhood: keyboard focus lands on the rotation control first.
    await root.evaluate((element) => element.previousElementSibling?.setAttribute('tabindex', '-1'));
    await root.evaluate((element) => (element.previousElementSibling as HTMLElement | null)?.focus());
    await page.keyboard.press('Tab');
    const start = root.getByRole('button', { name: 'Start automatic rotation' });
    await expect(start).toBeFocused();
    await expect(viewport).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expectShown(root, '1 of 7');

    await page.keyboard.press('Enter');
    await expect(root.getByRole('button', { name: 'Pause automatic rotation' })).toBeFocused();
    await page.clock.runFor(4100);
    await expectShown(root, '2 of 7');
  });

  test('a hidden tab pauses auto-advance until the visitor comes back', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const root = carousel(page);
    await expect(root.getByTestId('carousel-viewport')).toHaveAttribute('aria-live', 'off');
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.clock.runFor(9000);
    await expectShown(root, '1 of 7');
    await setHidden(false);
    await page.clock.runFor(4100);
    await expectShown(root, '2 of 7');
  });
});
