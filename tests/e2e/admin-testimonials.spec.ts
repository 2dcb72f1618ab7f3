import { delayedList, emptyList, expectToast, homeResultsText, interceptList, publicTestimonialNames, serverError, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

const LIST = '/api/admin/testimonials';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('shows a spinner while loading, then the cards', async ({ page }) => {
  const gate = delayedList();
  await interceptList(page, LIST, gate.respond);
  await page.goto('/admin/testimonials');
  await expect(page.getByText('Loading testimonials')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin');
  gate.release();
  await expect(page.getByText('Loading testimonials')).toHaveCount(0);
  await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
});

test('shows the error panel with the spec text, and Retry loads the list', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  let fail = true;
  await interceptList(page, LIST, (route) => (fail ? serverError(route) : route.fallback()));
  await page.goto('/admin/testimonials');
  const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Testimonials' });
  await expect(panel).toContainText('There was a problem loading the testimonials. Please refresh the page or try again later.');
  fail = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Deactivate |^Activate / }).first()).toBeVisible();
});

test('shows the empty state when there are none', async ({ page }) => {
  await interceptList(page, LIST, emptyList);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { name: 'No Testimonials Yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
});

test('missing required fields show the validation toast and mark the fields', async ({ page }) => {
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await dialog.getByLabel('Name').fill('Only A Name');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
  await expect(dialog.getByLabel('Position')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Testimonial')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Position is required')).toBeVisible();
  await expect(dialog.getByLabel('Testimonial')).toHaveAttribute('rows', '4');
});

test('a failed save keeps the dialog open with what was typed', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500|500: /);
  await page.route((url) => url.pathname === LIST, (route) => (route.request().method() === 'POST' ? serverError(route) : route.fallback()));
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await dialog.getByLabel('Name').fill('Kept Name');
  await dialog.getByLabel('Position').fill('CTO');
  await dialog.getByLabel('Company').fill('Kept Co');
  await dialog.getByLabel('Testimonial').fill('Kept text.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Error', 'Failed to create testimonial. Please try again.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Kept Name');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('add, edit, deactivate, activate and delete a testimonial, each seen on the public home page', async ({ page }) => {
  const name = unique('Jane');
  const renamed = `${name} Edited`;
  const longText = 'We cut our cloud bill by a third within one quarter, and the team stayed on for the next two projects. '.repeat(2);
  await page.goto('/admin/testimonials');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await expect(add.getByText('Missing Image')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Position').fill('CTO');
  await add.getByLabel('Company').fill('Acme Health');
  await add.getByLabel('Testimonial').fill(longText);
  await add.getByLabel('Metric', { exact: true }).fill('37%');
  await add.getByLabel('Metric title').fill('Cloud cost reduction');
  await add.getByLabel('Image URL').fill('not a url');
  await expect(add.getByText('Invalid Image URL')).toBeVisible();
  await add.getByLabel('Image URL').fill('');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Testimonial created successfully.');
  await expect(add).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('CTO, Acme Health');
  await expect(card).toContainText('37%');
  await expect(card).toContainText('Cloud cost reduction');
  await expect(card).toContainText(`${longText.slice(0, 120).trimEnd()}...`);
  await expect(card).toContainText(/Added on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  expect(await publicTestimonialNames(page.request)).toContain(name);
  expect(await homeResultsText(page.request)).toContain(name);

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await expect(edit.getByLabel('Company')).toHaveValue('Acme Health');
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success!', 'Testimonial updated successfully.');
  const renamedCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(renamedCard).toBeVisible();
  expect(await publicTestimonialNames(page.request)).toContain(renamed);
  expect(await homeResultsText(page.request)).toContain(renamed);

  const patches: unknown[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.postDataJSON()));
  await renamedCard.getByRole('button', { name: `Deactivate ${renamed}` }).click();
  await expect(renamedCard.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(renamedCard.getByRole('button', { name: `Activate ${renamed}` })).toBeVisible();
  expect(patches).toEqual([{ isActive: false }]);
  expect(await publicTestimonialNames(page.request)).not.toContain(renamed);
  expect(await homeResultsText(page.request)).not.toContain(renamed);

  await renamedCard.getByRole('button', { name: `Activate ${renamed}` }).click();
  await expect(renamedCard.getByText('Inactive', { exact: true })).toHaveCount(0);
  expect(await publicTestimonialNames(page.request)).toContain(renamed);
  expect(await homeResultsText(page.request)).toContain(renamed);

  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success!', 'Testimonial deleted successfully.');
  await expect(renamedCard).toHaveCount(0);
  expect(await publicTestimonialNames(page.request)).not.toContain(renamed);
  expect(await homeResultsText(page.request)).not.toContain(renamed);
});

test('feature a testimonial in its dialog: the card says so, the API keeps it, and un-featuring takes it back', async ({ page }) => {
  await page.goto('/admin/testimonials');
  const card = page.getByRole('list').getByRole('listitem').last();
  const name = (await card.getByRole('heading').textContent())!;
  await expect(card.getByText('Featured', { exact: true })).toHaveCount(0);
  const feature = async (on: boolean) => {
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    const box = edit.getByRole('checkbox', { name: 'Featured on the home page' });
    await expect(edit.getByText('When the home page’s carousel shows the featured testimonials.')).toBeVisible();
    await box.setChecked(on);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Success!', 'Testimonial updated successfully.');
  };
  const stored = async () => ((await (await page.request.get(LIST)).json()) as { data: Array<{ name: string; isFeatured: boolean; isActive: boolean }> }).data.find((item) => item.name === name)!;

  await feature(true);
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  expect(await stored()).toMatchObject({ isFeatured: true, isActive: true });
  await feature(false);
  await expect(card.getByText('Featured', { exact: true })).toHaveCount(0);
  expect(await stored()).toMatchObject({ isFeatured: false });
});

test('a save over someone else’s is refused with who saved, and keeps the dialog with what was typed', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/412/);
  const name = unique('Contested');
  const created = await page.request.post(LIST, { data: { name, position: 'CTO', company: 'Acme Health', testimonial: 'Opened by two members.' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  await page.goto('/admin/testimonials');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await expect(edit.getByLabel('Company')).toHaveValue('Acme Health');
  // Another member saves the testimonial meanwhile (the revision the dialog opened is no longer the current one).
  expect((await page.request.patch(`${LIST}/${id}`, { data: { company: 'Saved First Ltd' }, headers: { 'If-Match': '"r1"' } })).status()).toBe(200);
  await edit.getByLabel('Company').fill('Saved Second Ltd');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Error', 'Someone else saved this testimonial since you opened it');
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Company')).toHaveValue('Saved Second Ltd');
  const stored = (await (await page.request.get(`${LIST}/${id}`)).json()).data as { company: string };
  expect(stored.company).toBe('Saved First Ltd');
});

test('History on a card compares a version with the testimonial as it is, field by field, and restores it', async ({ page }) => {
  const name = unique('Versioned');
  const created = await page.request.post(LIST, { data: { name, position: 'CTO', company: 'First Company', testimonial: 'The first words.' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  expect((await page.request.patch(`${LIST}/${id}`, { data: { company: 'Second Company', testimonial: 'The second words.' } })).status()).toBe(200);
  await page.goto('/admin/testimonials');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: `History of ${name}` }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText(`Saved versions of "${name}", newest first. Choose one to compare it with the current testimonial.`)).toBeVisible();
  const versions = history.getByRole('group', { name: 'Versions' }).getByRole('radio');
  await expect(versions).toHaveCount(2);
  // The oldest: every field that differs from now, and only those.
  await versions.last().check();
  const compare = history.getByRole('region', { name: /^Changes from the version of .* to the current testimonial$/ });
  await expect(compare.getByRole('term')).toHaveText(['Company', 'Testimonial']);
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Restored', 'was restored as a new version.');
  const stored = (await (await page.request.get(`${LIST}/${id}`)).json()).data as { company: string; testimonial: string };
  expect(stored).toMatchObject({ company: 'First Company', testimonial: 'The first words.' });
  // The restore is a version of its own, so it can be undone too.
  await expect(versions).toHaveCount(3);
});
