import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expect, gotoWithTheme, test, type Theme } from './fixtures';
import { signIn } from './support/auth';

async function dialogWidth(dialog: Locator) {
  return Math.round((await dialog.boundingBox())!.width);
}

/** Checks an open dialog with axe, then closes it with Escape (the Radix focus trap's way out). */
async function checkDialog(page: Page, dialog: Locator, width?: number) {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(600); // the fade-in animation must finish before colours are measured
  await expectNoAxeViolations(page);
  if (width) expect(await dialogWidth(dialog)).toBe(width);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const theme of ['dark', 'light'] as Theme[]) {
  test.describe(`admin axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Each axe pass takes seconds on a shared machine; the dialog tests run up to five.
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page);
    });

    test('dashboard', async ({ page }) => {
      await gotoWithTheme(page, '/admin', theme);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('testimonials and their dialogs (600 and 450 px wide)', async ({ page }) => {
      await gotoWithTheme(page, '/admin/testimonials', theme);
      await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Add New Testimonial' }), 600);
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Edit Testimonial' }), 600);
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await checkDialog(page, page.getByRole('alertdialog', { name: 'Confirm Deletion' }), 450);
    });

    test('resources and their dialogs (800 px wide)', async ({ page }) => {
      await gotoWithTheme(page, '/admin/resources', theme);
      await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add Resource' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Add New Resource' }), 800);
      await page.getByRole('button', { name: /^View / }).first().click();
      await checkDialog(page, page.getByRole('dialog', { name: 'View Resource' }), 800);
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Edit Resource' }), 800);
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await checkDialog(page, page.getByRole('alertdialog', { name: 'Confirm Deletion' }), 450);
    });

    test('contact inbox and its delete dialog', async ({ page, baseURL }) => {
      const sent = await page.request.post('/api/contact', {
        headers: { Origin: baseURL! },
        data: { name: 'Axe Check', email: 'axe@example.com', company: 'Axe Co', message: 'A message for the accessibility check.' },
      });
      expect(sent.status()).toBe(201);
      await gotoWithTheme(page, '/admin/contact', theme);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Delete the request from / }).first().click();
      await checkDialog(page, page.getByRole('alertdialog', { name: 'Confirm Deletion' }));
    });
  });
}

test('at 390 px wide the admin fits the screen and its dialogs can be used', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const path of ['/admin', '/admin/testimonials', '/admin/resources', '/admin/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await page.getByRole('link', { name: 'Resources' }).first().click();
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
});
