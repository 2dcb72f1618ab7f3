// The header and the footer are documents (src/kinds/navigation, src/kinds/footer): a marketer renames a menu item
// and a footer link, sees them saved as a draft while visitors keep the published header, publishes, and finds them
// on every page, on a phone too; then puts them back.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';
import { phoneMenu } from './support/header';

// Each test here edits the site-wide documents every page shows: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

/** The header's and footer's link texts in a page's HTML as the next visitor gets it. */
async function shellTexts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const texts = (part: string) => [...part.matchAll(/<a [^>]*>([^<]+)</g)].map((match) => match[1]!.trim());
  return { header: texts(header), footer: texts(footer) };
}

test('rename a menu item and a footer link, publish, see them on every page, then put them back', async ({ page, request }) => {
  test.slow();
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: 'Navigation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
  await expect(page.getByText('All changes published')).toBeVisible();

  const label = page.locator('#field-items-3-text');
  await expect(label).toHaveValue('Why Choose Us');
  await label.fill('Why Us');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect((await shellTexts(request, '/services')).header).toContain('Why Choose Us');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();

  await page.goto('/admin/footer');
  await expect(page.getByRole('heading', { level: 1, name: 'Footer' })).toBeVisible();
  const careers = page.locator('#field-columns-2-links-1-text');
  await expect(careers).toHaveValue('Careers');
  await careers.fill('Join Us');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();

  // The 404 page too (the server sends the site's own, http-server/not-found-page.mjs).
  for (const path of ['/', '/services/ai-first', '/contact', '/no-such-page']) {
    await expect.poll(async () => (await shellTexts(request, path)).header, { timeout: 5_000 }).toContain('Why Us');
    expect((await shellTexts(request, path)).footer).toContain('Join Us');
  }
  // On a phone, in the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resources');
  await phoneMenu(page).locator('summary').click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Why Us' })).toBeVisible();

  // Back as they were, by the same way.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [screen, field, text] of [
    ['/admin/navigation', '#field-items-3-text', 'Why Choose Us'],
    ['/admin/footer', '#field-columns-2-links-1-text', 'Careers'],
  ] as const) {
    await page.goto(screen);
    await page.locator(field).fill(text);
    await expect(page.getByText(/^Draft saved at/)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  }
  await expect.poll(async () => (await shellTexts(request, '/services/ai-first')).header, { timeout: 5_000 }).toContain('Why Choose Us');
  expect((await shellTexts(request, '/services/ai-first')).footer).toContain('Careers');
});

// The site's settings (src/kinds/settings): the contact e-mail and the booking page, changed by staff and published,
// are what every page shows, and the booking page's site is what the pages' policy lets them frame.
test('change the contact e-mail and the booking page in the settings: the footer and the pages’ policy follow', async ({ page, request }) => {
  test.slow();
  const frameSrc = async (path: string) => /frame-src ([^;]+)/.exec((await request.get(path)).headers()['content-security-policy'] ?? '')?.[1];
  const footerHas = async (text: string) => ((await (await request.get('/privacy-policy')).text()).match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? '').includes(text);
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: 'Site settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  expect(await frameSrc('/contact')).toBe('https://scheduling.e2e.test');

  const email = page.locator('#field-contactEmail');
  const booking = page.locator('#field-schedulingUrl');
  const [emailBefore, bookingBefore] = [await email.inputValue(), await booking.inputValue()];
  await email.fill('not an address');
  await expect(page.getByText('Contact e-mail must be an e-mail address, such as hello@example.com')).toBeVisible();
  await email.fill('team@smarttech.example');
  await booking.fill('https://cal.e2e.test/smarttech/audit');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await footerHas('team@smarttech.example')).toBe(false);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(() => footerHas('team@smarttech.example'), { timeout: 5_000 }).toBe(true);
  await expect.poll(() => frameSrc('/contact'), { timeout: 5_000 }).toBe('https://cal.e2e.test');
  expect(await frameSrc('/')).toBe('https://cal.e2e.test');
  expect((await (await request.get('/contact')).text())).toContain('https://cal.e2e.test/smarttech/audit');

  await email.fill(emailBefore);
  await booking.fill(bookingBefore);
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(() => frameSrc('/contact'), { timeout: 5_000 }).toBe('https://scheduling.e2e.test');
  await expect.poll(() => footerHas('team@smarttech.example'), { timeout: 5_000 }).toBe(false);
});

// One publication carries a new page and the menu item that leads to it: alone, the menu item would be refused (it
// would lead nowhere); ticked beside the page's Publish, both go live together.
test('a new page and its menu item go live in one publication', async ({ page, request }) => {
  test.slow();
  await signIn(page);
  const made = await page.request.post('/api/admin/pages', { data: { title: 'Partners', path: '/partners-together', seo: { title: null, description: 'Who we build with.' } } });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  const navigation = ((await (await page.request.get('/api/admin/globals/navigation')).json()) as { data: { items: Array<Record<string, unknown>> } }).data;
  const items = [...navigation.items, { text: 'Partners', href: '/partners-together', dropdown: [] }];
  expect((await page.request.patch('/api/admin/globals/navigation', { data: { items } })).status()).toBe(200);

  await page.goto(`/admin/pages/${id}`);
  const together = page.getByRole('checkbox', { name: 'Publish the navigation’s unpublished changes too' });
  await expect(together).toBeVisible();
  await together.check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published, with one other document.').first()).toBeVisible();
  await expect(together).toHaveCount(0);
  await expect.poll(async () => (await shellTexts(request, '/services')).header, { timeout: 5_000 }).toContain('Partners');
  expect((await request.get('/partners-together')).status()).toBe(200);

  // Put back: the menu item out, the page deleted.
  expect((await page.request.patch('/api/admin/globals/navigation', { data: { items: navigation.items } })).status()).toBe(200);
  expect((await page.request.post('/api/admin/globals/navigation/publish')).status()).toBe(200);
  expect((await page.request.delete(`/api/admin/pages/${id}`)).status()).toBe(204);
  await expect.poll(async () => (await shellTexts(request, '/services')).header, { timeout: 5_000 }).not.toContain('Partners');
});

// Scheduled together from the page's editor: the ticked navigation goes into the same schedule; cancelling it on the
// page cancels both (the watcher's publication of a batch is tested in tests/integration/publish-checks.test.ts).
test('a new page and its menu item are scheduled together, and cancelled together', async ({ page }) => {
  test.slow();
  await signIn(page);
  const made = await page.request.post('/api/admin/pages', { data: { title: 'Alliances', path: '/alliances-together', seo: { title: null, description: 'Who we build with.' } } });
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  const navigation = ((await (await page.request.get('/api/admin/globals/navigation')).json()) as { data: { items: Array<Record<string, unknown>> } }).data;
  expect((await page.request.patch('/api/admin/globals/navigation', { data: { items: [...navigation.items, { text: 'Alliances', href: '/alliances-together', dropdown: [] }] } })).status()).toBe(200);
  const navigationState = async () => ((await (await page.request.get('/api/admin/globals/navigation')).json()) as { data: { status: string; publishBatch: string | null } }).data;

  await page.goto(`/admin/pages/${id}`);
  await page.getByRole('checkbox', { name: 'Publish the navigation’s unpublished changes too' }).check();
  // A time that has passed would go live at once: the editor says so, and nothing is scheduled or published.
  await page.getByLabel('Publish at').fill(`${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T09:30`);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a time in the future: to publish now, use Publish' })).toBeVisible();
  expect(await navigationState()).toMatchObject({ status: 'draft', publishBatch: null });
  await page.getByLabel('Publish at').fill(`${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T09:30`);
  await expect(page.getByText(/The document ticked under Publish is scheduled with it/)).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled, with one other document: they go live together at that time.').first()).toBeVisible();
  await expect(page.getByText(/^Scheduled together with other documents/)).toBeVisible();
  expect(await navigationState()).toMatchObject({ status: 'scheduled', publishBatch: expect.any(String) });

  await page.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByText('Schedule cancelled: the changes stay a draft.').first()).toBeVisible();
  expect(await navigationState()).toMatchObject({ status: 'draft', publishBatch: null });

  // Put back: the menu item out, the page deleted.
  expect((await page.request.patch('/api/admin/globals/navigation', { data: { items: navigation.items } })).status()).toBe(200);
  expect((await page.request.delete(`/api/admin/pages/${id}`)).status()).toBe(204);
});
