// The legal pages are kept in the CMS (src/kinds/pages): a block edited through the admin API is a draft no visitor
// reads until it is published; then it is what the next visitor reads, on the production build's prerendered page,
// and putting it back restores the seeded copy.
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

type PageDoc = { id: string; path: string; title: string; blocks: Array<Record<string, unknown> & { type: string; heading: string }> };

test('a heading edited in the CMS is a draft until published, then on the public page at once, and back when put back', async ({ page, request }) => {
  await signIn(page);
  const list = (await (await page.request.get('/api/admin/pages')).json()) as { data: Array<{ id: string; path: string }> };
  const { id } = list.data.find((doc) => doc.path === '/terms-of-service')!;
  const terms = ((await (await page.request.get(`/api/admin/pages/${id}`)).json()) as { data: PageDoc }).data;
  expect(terms.blocks[0]).toMatchObject({ type: 'legal', heading: 'Terms of Service' });
  const save = async (heading: string) => {
    const response = await page.request.patch(`/api/admin/pages/${id}`, { data: { blocks: [{ ...terms.blocks[0], heading }] } });
    expect(response.status()).toBe(200);
  };
  const publish = async () => expect((await page.request.post(`/api/admin/pages/${id}/publish`)).status()).toBe(200);
  const publicHeading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get('/terms-of-service')).text())?.[1];

  // Served from the prerendered page and the server's page cache before the edit.
  expect(await publicHeading()).toBe('Terms of Service');
  await save('Terms of Service, Edited');
  expect(await publicHeading()).toBe('Terms of Service');
  await publish();
  await expect.poll(publicHeading, { timeout: 5_000 }).toBe('Terms of Service, Edited');
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service, Edited');

  await save('Terms of Service');
  await publish();
  await expect.poll(publicHeading, { timeout: 5_000 }).toBe('Terms of Service');
});

// A marketer's new page: added from the staff list, built from its starter, published at its address; moved (the old
// address answers 308 to the new one, listed on the redirects screen); then deleted, and the address is a 404.
test('add a page, publish it, move it (the old address redirects), delete it', async ({ page, request, allowConsoleErrors }) => {
  test.slow();
  // The refused address is a 409 the browser logs.
  allowConsoleErrors(/status of 409/);
  const suffix = Date.now().toString(36);
  const first = `/partners-${suffix}`;
  const moved = `/our-partners-${suffix}`;
  const status = async (path: string) => (await request.get(path, { maxRedirects: 0 })).status();
  await signIn(page);
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Partners');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('/careers');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('The cloud, security and AI partners we deliver with.');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  // The careers page's address is refused on its field; the dialog keeps what was typed.
  await expect(dialog.getByText('/careers is the careers page’s address: choose another.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(first);
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page.getByText('Not published yet')).toBeVisible();
  await expect(page.locator('#field-blocks-0-heading')).toHaveValue('Partners');
  expect(await status(first)).toBe(404);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  await expect.poll(() => status(first), { timeout: 5_000 }).toBe(200);
  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page.getByText('The cloud, security and AI partners we deliver with.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a Free Tech Audit' }).last()).toHaveAttribute('href', '/contact#book-meeting');

  await page.goBack();
  await page.getByLabel('Address', { exact: true }).fill(moved);
  await expect(page.getByRole('note')).toHaveText(`When you publish, the page moves from ${first} to ${moved}, and ${first} redirects to it.`);
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await status(first)).toBe(200);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  await expect.poll(() => status(first), { timeout: 5_000 }).toBe(308);
  expect((await request.get(first, { maxRedirects: 0 })).headers().location).toBe(moved);
  expect(await status(moved)).toBe(200);

  await page.goto('/admin/redirects');
  const row = page.getByRole('row').filter({ hasText: first });
  await expect(row).toContainText(moved);
  await expect(row).toContainText('Automatic (page moved)');

  await page.goBack();
  await page.getByRole('button', { name: 'Delete page' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${moved} stops answering`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByText('Page deleted.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Partners' })).toHaveCount(0);
  await expect.poll(() => status(moved), { timeout: 5_000 }).toBe(404);
  // The redirect it left is the staff's to keep or remove.
  expect((await page.request.delete(`/api/admin/redirects?from=${encodeURIComponent(first)}`)).status()).toBe(204);
});
