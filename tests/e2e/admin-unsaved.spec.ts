// Nothing typed is lost: a staff form with unsaved changes asks before it closes or its page is left, and the
// resource form keeps a local copy until it is saved or discarded (docs/decisions/0035).
import type { Locator, Page } from '@playwright/test';
import { expectToast, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

test.beforeEach(async ({ page }) => {
  test.slow(); // several dialogs and a production editor chunk per test on a shared 2-core machine
  await signIn(page);
});

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

/** Lets a close request (a keydown or click handler's state update) render before asserting what it did. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The question is there, focus is on Keep editing, and Keep editing leaves the form as it was. */
async function keepEditing(page: Page, dialog: Locator) {
  const ask = question(page);
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog).toBeVisible();
  // The next paint: Radix gives the form dialog back its outside clicks when it re-renders after the question goes.
  await settle(page);
}

async function openAddResource(page: Page) {
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
  return dialog;
}

test('the resource dialog: clean, it closes at once; with a title and a body typed, Escape, the close button, a click outside and Cancel ask first', async ({ page }) => {
  await page.goto('/admin/resources');
  let dialog = await openAddResource(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);

  dialog = await openAddResource(page);
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('A title worth keeping');
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('A body typed in the rich-text editor.');

  await page.keyboard.press('Escape');
  await keepEditing(page, dialog);
  // Focus goes back where staff were typing.
  await expect(editor).toBeFocused();
  await page.keyboard.type(' More.');
  await expect(editor).toContainText('A body typed in the rich-text editor. More.');

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await keepEditing(page, dialog);
  await page.mouse.click(6, 6); // the overlay, outside the centred panel
  await keepEditing(page, dialog);
  await expect(title).toHaveValue('A title worth keeping');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toHaveCount(0);

  // Discarded means gone: the next Add starts empty and offers nothing back.
  dialog = await openAddResource(page);
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await expect(dialog.getByText(/^Restore unsaved changes from/)).toHaveCount(0);
});

test('only the rich-text body typed is unsaved work too, and the testimonial dialog asks the same way', async ({ page }) => {
  await page.goto('/admin/resources');
  const dialog = await openAddResource(page);
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Only the body.');
  await page.keyboard.press('Escape');
  await keepEditing(page, dialog);

  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await add.getByLabel('Testimonial').fill('They delivered.');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await keepEditing(page, add);
  await expect(add.getByLabel('Testimonial')).toHaveValue('They delivered.');
  // Back to what it was: nothing unsaved, it closes at once.
  await add.getByLabel('Testimonial').fill('');
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
});

test('the resource form keeps a local copy: a reload asks, and the copy is offered back, restored, and removed once saved', async ({ page }) => {
  const resourceTitle = unique('Kept Locally');
  await page.goto('/admin/resources');
  let dialog = await openAddResource(page);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(resourceTitle);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Typed before the tab reloaded.');
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('A body that must survive a reload.');
  const stored = () => page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('smarttech:draft:v1:resources:new:')).map(([, value]) => value).join(''));
  await expect.poll(stored).toContain('A body that must survive a reload.');

  // The browser asks before the reload (beforeunload); staff go on.
  const asked: string[] = [];
  page.on('dialog', (prompt) => {
    asked.push(prompt.type());
    void prompt.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);

  dialog = await openAddResource(page);
  const offer = dialog.getByRole('group', { name: /^Restore unsaved changes from [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}( [^?]+)?\?$/ });
  await expect(offer).toBeVisible();
  // Nothing is put in the form unasked.
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(resourceTitle);
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Typed before the tab reloaded.');
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('A body that must survive a reload.');
  // Restored work is unsaved work.
  await page.keyboard.press('Escape');
  await keepEditing(page, dialog);

  await dialog.getByRole('checkbox', { name: 'Cloud' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Resource created successfully.');
  await expect(dialog).toHaveCount(0);
  await expect.poll(stored).toBe('');
  dialog = await openAddResource(page);
  await expect(dialog.getByText(/^Restore unsaved changes from/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The saved resource, with its body, as the API has it.
  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: resourceTitle }) });
  await expect(card).toBeVisible();
});

test('a copy the resource dialog kept before it was generated from the kind is offered back, and moves to the kind\'s key', async ({ page }) => {
  const title = unique('Kept Before');
  await page.goto('/admin/resources');
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const earlierKey = `smarttech:draft:v1:resource:new:${session.user.id}`;
  // As the hand-written dialog kept it (its values were the API's input, its fields named as the kind names them), with
  // one the generated form does not have: restoring must leave it out.
  const values = { legacyNote: 'not a field of the kind', title, slug: '', description: 'Typed into the dialog of before.', content: '<p>An older body.</p>', imageUrl: '', categories: ['cloud'], type: 'whitepaper', status: 'draft', seoTitle: '', seoDescription: '', socialImageId: '', noindex: false };
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [earlierKey, JSON.stringify({ savedAt: new Date().toISOString(), revision: null, values })]);
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('smarttech:draft:v1:')).sort());

  const dialog = await openAddResource(page);
  const offer = dialog.getByRole('group', { name: /^Restore unsaved changes from / });
  await offer.getByRole('button', { name: 'Restore' }).click();
  const titleBox = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleBox).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Typed into the dialog of before.');
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('An older body.');
  await expect(dialog.getByRole('checkbox', { name: 'Cloud' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('whitepaper');
  await expect(dialog.getByRole('radio', { name: 'Draft' })).toBeChecked();

  // Restored work is kept under the kind's own key from then on.
  await titleBox.press('End');
  await page.keyboard.type(' again');
  const kindKey = `smarttech:draft:v1:resources:new:${session.user.id}`;
  await expect.poll(drafts).toEqual([kindKey]);
  // The restore itself is kept at once and the typing a moment later (the copy is written after a pause), so wait for
  // the typed words rather than reading the first copy that appears.
  const kept = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { values?: Record<string, unknown> }, kindKey);
  await expect.poll(async () => (await kept()).values?.title).toBe(`${title} again`);
  expect((await kept()).values).not.toHaveProperty('legacyNote');
  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(drafts).toEqual([]);
});

test('a copy of an edit made before the resource was saved again says so before it is restored', async ({ page, baseURL }) => {
  const title = unique('Edited Twice');
  const created = await page.request.post('/api/admin/resources', { headers: { Origin: baseURL! }, data: { title, description: 'First words.', categories: ['cloud'] } });
  expect(created.status()).toBe(201);
  const { data: resource } = (await created.json()) as { data: { id: string; revision: number } };
  await page.goto('/admin/resources');
  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Resource' });
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('My edit, not yet saved.');
  const key = `smarttech:draft:v1:resources:${resource.id}:`;
  await expect.poll(() => page.evaluate((prefix) => Object.keys(localStorage).some((name) => name.startsWith(prefix)), key)).toBe(true);

  // Someone else saves the resource meanwhile.
  const saved = await page.request.patch(`/api/admin/resources/${resource.id}`, { headers: { Origin: baseURL!, 'If-Match': `"r${resource.revision}"` }, data: { description: 'Their newer words.' } });
  expect(saved.ok()).toBe(true);
  page.on('dialog', (prompt) => void prompt.accept());
  await page.reload();

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Resource' });
  const offer = dialog.getByRole('group', { name: /^Restore unsaved changes from/ });
  await expect(offer).toContainText('This was saved again since');
  await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Their newer words.');
  await offer.getByRole('button', { name: 'Discard copy' }).click();
  await expect(offer).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Their newer words.');
  await expect.poll(() => page.evaluate((prefix) => Object.keys(localStorage).some((name) => name.startsWith(prefix)), key)).toBe(false);
  // Nothing changed: it closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('leaving a page with unsaved changes asks first: the admin nav and Back; a clean page is left at once', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await page.goto('/admin/redirects');
  await nav.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);
  await expect(question(page)).toHaveCount(0);

  await nav.getByRole('link', { name: 'Redirects' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  const from = page.getByRole('textbox', { name: 'Old address' });
  await from.fill('/resources/an-old-name');
  await nav.getByRole('link', { name: 'Resources' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await expect(from).toHaveValue('/resources/an-old-name');

  // Back, which the App Router handles inside the page, asks too.
  void page.goBack().catch(() => undefined);
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await settle(page);
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await expect(from).toHaveValue('/resources/an-old-name');

  await nav.getByRole('link', { name: 'Resources' }).click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);

  // In a dialog: Back asks, and Discard goes back.
  const dialog = await openAddResource(page);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Not saved');
  void page.goBack().catch(() => undefined);
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/resources$/);
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
});

test('the page editor, which saves by itself, saves nothing while staff are asked, and nothing they discard', async ({ page }) => {
  // The page's own record of its saves and clicks, in order: a save the editor had started before the click that
  // asks is allowed (on a slow machine the 800 ms pause can pass before the click lands); none may start after it.
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __events: log });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.method === 'PATCH' && typeof init.body === 'string') log.push(`save:${(JSON.parse(init.body) as { title?: string }).title}`);
      return send(input, init);
    };
    window.addEventListener('click', (event) => log.push(`click:${(event.target as HTMLElement).textContent?.trim()}`), true);
  });
  const events = () => page.evaluate(() => (window as unknown as { __events: string[] }).__events.slice());
  const savesAfterLast = (log: string[], click: string) => log.slice(log.lastIndexOf(`click:${click}`)).filter((entry) => entry.startsWith('save:'));
  const made = await page.request.post('/api/admin/pages', { data: { title: 'Unsaved Guard', path: `/unsaved-guard-${Date.now().toString(36)}`, seo: { title: null, description: 'A page to leave.' } } });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  const savedTitle = async () => ((await (await page.request.get(`/api/admin/pages/${id}`)).json()) as { data: { title: string } }).data.title;
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await page.goto(`/admin/pages/${id}`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Unsaved Guard');

  // Typed, and the page left at once: the question stays open past the editor's save pause, no save starts, and Keep
  // editing then lets the draft save.
  await title.fill('Kept Guard');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(question(page)).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(savesAfterLast(await events(), 'Dashboard')).toEqual([]);
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await savedTitle()).toBe('Kept Guard');

  // Typed again and discarded: nothing of it is sent once staff are asked, then or later.
  await title.fill('Dropped Guard');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(question(page)).toBeVisible();
  await page.waitForTimeout(1_500);
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForTimeout(1_000);
  const log = await events();
  expect(savesAfterLast(log, 'Dashboard')).toEqual([]);
  expect(await savedTitle()).toBe(log.includes('save:Dropped Guard') ? 'Dropped Guard' : 'Kept Guard');
  expect((await page.request.delete(`/api/admin/pages/${id}`)).status()).toBe(204);
});
