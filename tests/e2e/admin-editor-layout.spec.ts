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
