// The resource dialog must not move when the editor's chunk arrives: a shift at that moment sent a click on the
// Categories checkboxes below the editor elsewhere ("Clicking the checkbox did not change its state" in
// admin-busy.spec.ts). The chunk is held here so that the loading state can be measured, then let through.
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

for (const width of [1280, 390]) {
  test(`at ${width} px the add resource dialog stays put while the editor loads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/resources');
    await expect(page.getByRole('button', { name: 'Add Resource' })).toBeVisible();

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await gate;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
    await expect(dialog.getByRole('status').filter({ hasText: 'Loading the editor' })).toBeVisible();
    const checkbox = dialog.getByRole('checkbox', { name: 'Security' });
    const before = await checkbox.boundingBox();

    release();
    await expect(dialog.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
    expect(await checkbox.boundingBox()).toEqual(before);
  });
}

// A page's editor fits a phone: the blocks' placeholder size while they are off screen (content-visibility) once set
// their width as well as their height, 794 px at 390, so the whole screen scrolled sideways.
test('at 390 px a page editor fits the screen, its blocks laid out or not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const pages = ((await (await page.request.get('/api/admin/pages')).json()) as { data: Array<{ id: string; path: string }> }).data;
  await page.goto(`/admin/pages/${pages.find((entry) => entry.path === '/why-choose-us')!.id}`);
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// At 1280 px the staff header has two rows (108 px): the preview, sticky beside the form, once sat under it, so its
// Phone, Tablet, Desktop, Dark and Light took no click after the form was scrolled.
test('at 1280 px the preview’s controls stay clear of the staff header while the form scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const pages = ((await (await page.request.get('/api/admin/pages')).json()) as { data: Array<{ id: string; path: string }> }).data;
  await page.goto(`/admin/pages/${pages.find((entry) => entry.path === '/why-choose-us')!.id}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('button', { name: 'Phone', exact: true })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const header = (await page.locator('header').first().boundingBox())!;
  const phone = preview.getByRole('button', { name: 'Phone', exact: true });
  expect((await phone.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await phone.click();
  await expect(phone).toHaveAttribute('aria-pressed', 'true');
});

// On a phone a field reached by Tab lands clear of the sticky Publish bar (the scroll padding the staff header sets;
// without it the field stopped under the bar), and the header scrolls away with the page instead of holding a fifth
// of the screen. (At 1280 px Chromium centres a field it focuses, so the bar never covered one there.)
test('at 390 px a field reached by Tab is not under the Publish bar, and the header scrolls away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  const pages = ((await (await page.request.get('/api/admin/pages')).json()) as { data: Array<{ id: string; path: string }> }).data;
  await page.goto(`/admin/pages/${pages.find((entry) => entry.path === '/why-choose-us')!.id}`);
  const bar = page.getByRole('button', { name: 'Publish', exact: true }).locator('xpath=ancestor::div[contains(@class, "sticky")][1]');
  await expect(bar).toBeVisible();
  // The second block's heading, put where the bar covers it, then reached by Tab from the first block's last field
  // (past the second block's own buttons).
  const target = page.locator('#field-blocks-1-heading');
  const before = page.locator('#field-blocks-0-anchor');
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 20));
  const barTop = (await bar.boundingBox())!.y;
  expect((await target.boundingBox())!.y + (await target.boundingBox())!.height).toBeGreaterThan(barTop);
  await before.focus();
  await page.keyboard.press('Tab');
  // Tab may stop on a control between the two fields first.
  for (let step = 0; step < 8 && !(await target.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  const box = (await target.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  const header = (await page.locator('header').first().boundingBox())!;
  expect(header.y + header.height).toBeLessThanOrEqual(0);
});
