import { delayedList, emptyList, expectToast, interceptList, pageOf, serverError, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

const LIST = '/api/admin/resources';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('loading, then the cards with type badge, at most three categories and "+N more"', async ({ page }) => {
  const gate = delayedList();
  await interceptList(page, LIST, gate.respond);
  await page.goto('/admin/resources');
  await expect(page.getByText('Loading resources')).toBeAttached();
  gate.release();
  const cards = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(1);
});

test('a card shows up to three category badges plus "+N more", and image fallbacks', async ({ page }) => {
  const resource = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Many Categories',
    slug: 'many-categories',
    description: 'Five categories on one resource.',
    content: 'Body',
    imageUrl: null,
    categories: ['ai', 'cloud', 'security', 'fintech', 'logistics'],
    type: 'whitepaper',
    publishedAt: '2026-03-04',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
  };
  await interceptList(page, LIST, (route) => pageOf(route, [resource]));
  await page.goto('/admin/resources');
  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Many Categories' }).first();
  await expect(card).toContainText('Whitepaper');
  for (const label of ['AI', 'Cloud', 'Security']) await expect(card.getByText(label, { exact: true })).toBeVisible();
  await expect(card.getByText('Fintech', { exact: true })).toHaveCount(0);
  await expect(card.getByText('+2 more')).toBeVisible();
  await expect(card.getByText('Missing Image')).toBeVisible();
  await expect(card).toContainText('Published March 4, 2026');
});

test('error panel with Retry, and empty states worded for each tab', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  let mode: 'error' | 'empty' = 'error';
  await interceptList(page, LIST, (route) => (mode === 'error' ? serverError(route) : emptyList(route)));
  await page.goto('/admin/resources');
  const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Resources' });
  await expect(panel).toContainText('There was a problem loading the resources. Please refresh the page or try again later.');
  mode = 'empty';
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'No Resources Yet' })).toBeVisible();
  for (const [tab, heading] of [['Articles', 'No Articles Yet'], ['Whitepapers', 'No Whitepapers Yet'], ['Case Studies', 'No Case Studies Yet']]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test('the validation toast, the category message, and the slug filled from the title until edited', async ({ page }) => {
  await page.goto('/admin/resources');
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  await expect(dialog.getByLabel('Type')).toHaveValue('article');
  await expect(dialog.getByLabel('Publication date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveAttribute('rows', '3');
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveAttribute('contenteditable', 'true');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Zero Trust & You: A Guide');
  await expect(dialog.getByLabel('Slug')).toHaveValue('zero-trust-you-a-guide');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
  await expect(dialog.getByText('Please select at least one category')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Slug').fill('my-own-slug');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('A New Title');
  await expect(dialog.getByLabel('Slug')).toHaveValue('my-own-slug');
});

test('add, view, edit and delete a resource, each seen on /resources and its own page', async ({ page }) => {
  const title = unique('Edge AI Playbook');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const content = `${'Edge inference cuts latency. '.repeat(60)}END-OF-CONTENT`;
  await page.goto('/admin/resources');
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Resource' });
  await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(add.getByLabel('Slug')).toHaveValue(slug);
  await add.getByRole('textbox', { name: 'Description', exact: true }).fill('How to run models at the edge.');
  await add.getByLabel('Content').fill(content);
  await add.getByRole('checkbox', { name: 'AI' }).check();
  await add.getByRole('checkbox', { name: 'Cloud' }).check();
  await add.getByLabel('Type').selectOption('whitepaper');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Resource created successfully.');
  await expect(add).toHaveCount(0);

  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Whitepaper');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Whitepapers' }).click();
  await expect(card).toBeVisible();

  expect(await (await page.request.get('/resources')).text()).toContain(title);
  const publicPage = await page.request.get(`/resources/${slug}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain(title);

  await card.getByRole('button', { name: `View ${title}` }).click();
  const view = page.getByRole('dialog', { name: 'View Resource' });
  await expect(view.getByRole('heading', { name: title })).toBeVisible();
  const preview = view.getByTestId('content-preview');
  await expect(preview).toContainText('Edge inference cuts latency.');
  await expect(preview).not.toContainText('END-OF-CONTENT');
  expect(((await preview.textContent()) ?? '').length).toBeLessThanOrEqual(1003);
  await view.getByRole('button', { name: 'Edit' }).click();

  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(edit.getByLabel('Slug')).toHaveValue(slug);
  await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} 2`);
  await expect(edit.getByLabel('Slug')).toHaveValue(slug);
  await edit.getByText('Link a Notion page', { exact: true }).click();
  await edit.getByLabel('Content').fill('https://www.notion.so/smarttech/Edge-AI-1234');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success!', 'Resource updated successfully.');
  const edited = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${title} 2` }) });
  await edited.getByRole('button', { name: `View ${title} 2` }).click();
  await expect(page.getByRole('dialog', { name: 'View Resource' }).getByRole('link', { name: /Open in Notion/ })).toHaveAttribute('href', 'https://www.notion.so/smarttech/Edge-AI-1234');
  await page.getByRole('dialog', { name: 'View Resource' }).getByRole('button', { name: 'Close', exact: true }).click();
  expect(await (await page.request.get(`/resources/${slug}`)).text()).toContain(`${title} 2`);

  await edited.getByRole('button', { name: `Delete ${title} 2` }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success!', 'Resource deleted successfully.');
  await expect(edited).toHaveCount(0);
  expect((await page.request.get(`/resources/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get('/resources')).text()).not.toContain(title);
});

test('a taken slug shows the server error on the slug field and keeps the dialog open', async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 409|409: /);
  const slug = unique('taken slug').toLowerCase().replace(/\s+/g, '-');
  const created = await page.request.post(LIST, {
    headers: { Origin: baseURL! },
    data: { title: 'Slug owner', slug, description: 'Owns the slug.', categories: ['security'] },
  });
  expect(created.status()).toBe(201);
  await page.goto('/admin/resources');
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Another title');
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Wants the same slug.');
  await dialog.getByRole('checkbox', { name: 'Security' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Error', 'Failed to create resource. Please try again.');
  await expect(dialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#resources-slug-error')).not.toBeEmpty();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Another title');
});
