// Writes held in flight (page.route): the busy labels, and add / edit dialogs that nothing closes until the save ends.
import type { Locator, Page } from '@playwright/test';
import { expectToast, holdWrite, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

test.beforeEach(async ({ page, allowConsoleErrors }) => {
  // Each test walks three held writes through their dialogs: long on a shared 2-core machine.
  test.slow();
  allowConsoleErrors(/status of 500|500: /);
  await signIn(page);
});

/** Lets a close request (a keydown or click handler's state update) render before asserting it did nothing. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** While the write is held: Escape and the overlay leave the dialog open; the busy button, Cancel and X are disabled. */
async function expectHeldOpen(page: Page, dialog: Locator, busyLabel: string) {
  await expect(dialog.getByRole('button', { name: busyLabel })).toBeDisabled();
  await page.keyboard.press('Escape');
  await settle(page);
  await expect(dialog).toBeVisible();
  await page.mouse.click(6, 6); // the overlay, outside the centred panel
  await settle(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
}

async function create(page: Page, baseURL: string, path: string, data: object): Promise<void> {
  const response = await page.request.post(path, { headers: { Origin: baseURL }, data });
  expect(response.status()).toBe(201);
}

test('testimonials: Saving... holds the add dialog and a failure keeps what was typed; Updating... and Deleting...', async ({ page, baseURL }) => {
  const LIST = '/api/admin/testimonials';
  const name = unique('Held');
  await create(page, baseURL!, LIST, { name, position: 'CTO', company: 'Held Co', testimonial: 'Held in flight.' });
  await page.goto('/admin/testimonials');

  const post = await holdWrite(page, 'POST', LIST);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add New Testimonial' });
  const typed = { Name: 'Typed Name', Position: 'COO', Company: 'Typed Co', Testimonial: 'Typed while the network was slow.' };
  for (const [label, value] of Object.entries(typed)) await add.getByLabel(label).fill(value);
  await add.getByRole('button', { name: 'Save' }).click();
  await expectHeldOpen(page, add, 'Saving...');
  post.fail();
  await expectToast(page, 'Error', 'Failed to create testimonial. Please try again.');
  for (const [label, value] of Object.entries(typed)) await expect(add.getByLabel(label)).toHaveValue(value);
  // What was typed is still unsaved: closing asks first (docs/decisions/0035).
  await add.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(add).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const patch = await holdWrite(page, 'PATCH', LIST);
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await edit.getByLabel('Company').fill('Held Co 2');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectHeldOpen(page, edit, 'Updating...');
  patch.pass();
  await expectToast(page, 'Success!', 'Testimonial updated successfully.');
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('Held Co 2');

  const remove = await holdWrite(page, 'DELETE', LIST);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await settle(page);
  await expect(confirm).toBeVisible();
  remove.pass();
  await expectToast(page, 'Success!', 'Testimonial deleted successfully.');
  await expect(card).toHaveCount(0);
});

test('resources: Saving... holds the add dialog and a failure keeps what was typed; Updating... holds the edit', async ({ page, baseURL }) => {
  const LIST = '/api/admin/resources';
  const title = unique('Held Resource');
  await create(page, baseURL!, LIST, { title, description: 'Held in flight.', categories: ['cloud'] });
  await page.goto('/admin/resources');

  const post = await holdWrite(page, 'POST', LIST);
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Resource' });
  await add.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed Title');
  await add.getByRole('textbox', { name: 'Description', exact: true }).fill('Typed while the network was slow.');
  await add.getByRole('checkbox', { name: 'Security' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expectHeldOpen(page, add, 'Saving...');
  post.fail();
  await expectToast(page, 'Error', 'Failed to create resource. Please try again.');
  await expect(add.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Typed Title');
  await expect(add.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Typed while the network was slow.');
  await expect(add.getByRole('checkbox', { name: 'Security' })).toBeChecked();
  // Not Escape here: the first one dismisses the error toast, the top layer. Unsaved, so it asks first.
  await add.getByRole('button', { name: 'Close dialog' }).click();
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(add).toHaveCount(0);

  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const patch = await holdWrite(page, 'PATCH', LIST);
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Edited while held.');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectHeldOpen(page, edit, 'Updating...');
  patch.pass();
  await expectToast(page, 'Success!', 'Resource updated successfully.');
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('Edited while held.');
});
