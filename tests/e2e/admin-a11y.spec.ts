import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, expect, gotoWithTheme, test, type Theme } from './fixtures';
import { signIn } from './support/auth';

async function dialogWidth(dialog: Locator) {
  return Math.round((await dialog.boundingBox())!.width);
}

/** Sets the theme in place, as the theme menu does; reduced motion (set below) makes the change instant. */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(value);
    document.documentElement.style.colorScheme = value;
  }, theme);
}

/**
 * Every rule in the dark theme, then what a theme changes (colours) in the light one; back to dark. `dialog`: the open
 * dialog alone, both times (the page behind it was checked in both themes without it).
 */
async function expectAxeCleanInBothThemes(page: Page, dialog?: string) {
  // An open dialog alone: the page behind it was checked, in both themes, before it opened.
  await expectNoAxeViolations(page, { within: dialog });
  await applyTheme(page, 'light');
  await expectNoAxeViolations(page, { coloursOnly: true, within: dialog });
  await applyTheme(page, 'dark');
}

/** Checks an open dialog with axe in both themes, then closes it with Escape (the Radix focus trap's way out). */
async function checkDialog(page: Page, dialog: Locator, width?: number) {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(100); // one frame for the (reduced-motion) open animation to settle
  await expectAxeCleanInBothThemes(page, '[role="dialog"], [role="alertdialog"]');
  if (width) expect(await dialogWidth(dialog)).toBe(width);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

// One visit per screen, both themes checked in place: the dark one with every rule, the light one for colours.
const theme: Theme = 'dark';
test.describe('admin axe in both themes', () => {
  test.beforeEach(async ({ page }) => {
    // Each axe pass takes seconds on a shared machine; the dialog tests run up to five, twice.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
  });

  test('dashboard', async ({ page }) => {
    await gotoWithTheme(page, '/admin', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAxeCleanInBothThemes(page);
  });

  test('testimonials and their dialogs (600 and 450 px wide)', async ({ page }) => {
    await gotoWithTheme(page, '/admin/testimonials', theme);
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expectAxeCleanInBothThemes(page);
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
    await expectAxeCleanInBothThemes(page);
    await page.getByRole('button', { name: 'Add Resource' }).click();
    await checkDialog(page, page.getByRole('dialog', { name: 'Add New Resource' }), 800);
    await page.getByRole('button', { name: /^View / }).first().click();
    await checkDialog(page, page.getByRole('dialog', { name: 'View Resource' }), 800);
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await checkDialog(page, page.getByRole('dialog', { name: 'Edit Resource' }), 800);
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await checkDialog(page, page.getByRole('alertdialog', { name: 'Confirm Deletion' }), 450);
  });

  test('media library, an upload in progress and the image details dialog', async ({ page }) => {
    const square = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3b82f6' } }).png().toBuffer();
    const uploaded = await page.request.post('/api/admin/media', { multipart: { file: { name: 'axe.png', mimeType: 'image/png', buffer: square }, alt: `Axe check ${theme}` } });
    expect(uploaded.status()).toBe(201);
    await gotoWithTheme(page, '/admin/media', theme);
    await expect(page.getByRole('button', { name: `Edit Axe check ${theme}` })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'pending.png', mimeType: 'image/png', buffer: square });
    await expect(page.getByRole('textbox', { name: 'Alt text' })).toBeVisible();
    await expectAxeCleanInBothThemes(page);
    await page.getByRole('button', { name: `Edit Axe check ${theme}` }).click();
    await checkDialog(page, page.getByRole('dialog', { name: 'Image details' }), 720);
  });

  test('resource history with a compare, the trash, and the redirects screen', async ({ page }) => {
    const stamp = `${theme} ${Date.now().toString(36)}`;
    const made = await page.request.post('/api/admin/resources', { data: { title: `Axe history ${stamp}`, description: 'The first words.', categories: ['ai'] } });
    const { id, slug } = ((await made.json()) as { data: { id: string; slug: string } }).data;
    expect((await page.request.patch(`/api/admin/resources/${id}`, { data: { title: `Axe history ${stamp} edited`, description: 'The second words.' } })).status()).toBe(200);
    const trashed = await page.request.post('/api/admin/resources', { data: { title: `Axe trash ${stamp}`, description: 'In the trash.', categories: ['ai'] } });
    expect((await page.request.delete(`/api/admin/resources/${((await trashed.json()) as { data: { id: string } }).data.id}`)).status()).toBe(204);
    expect((await page.request.post('/api/admin/redirects', { data: { fromPath: `/resources/${slug}-old`, toPath: `/resources/${slug}` } })).status()).toBe(201);

    await gotoWithTheme(page, '/admin/resources', theme);
    await page.getByRole('button', { name: `History of Axe history ${stamp} edited` }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('radio').last().check();
    await expect(history.locator('ins').first()).toBeVisible();
    await checkDialog(page, history);
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    await expect(page.getByText(`Axe trash ${stamp}`)).toBeVisible();
    await expectAxeCleanInBothThemes(page);

    await gotoWithTheme(page, '/admin/redirects', theme);
    await expect(page.getByRole('row').filter({ hasText: `/resources/${slug}-old` })).toBeVisible();
    await expectAxeCleanInBothThemes(page);
  });

  test('contact inbox and its delete dialog', async ({ page, baseURL }) => {
    const sent = await page.request.post('/api/contact', {
      headers: { Origin: baseURL! },
      data: { name: 'Axe Check', email: 'axe@example.com', company: 'Axe Co', message: 'A message for the accessibility check.' },
    });
    expect(sent.status()).toBe(201);
    await gotoWithTheme(page, '/admin/contact', theme);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAxeCleanInBothThemes(page);
    await page.getByRole('button', { name: /^Delete the request from / }).first().click();
    await checkDialog(page, page.getByRole('alertdialog', { name: 'Confirm Deletion' }));
  });
});

test('at 390 px wide the admin fits the screen and its dialogs can be used', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const path of ['/admin', '/admin/testimonials', '/admin/resources', '/admin/media', '/admin/redirects', '/admin/contact']) {
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
