import { expect, test } from './fixtures';
import { E2E_ADMIN, signIn } from './support/auth';
import { holdScripts } from './support/hold-scripts';

// The staff's forms answer from their first paint too (issue 20's rule, "a painted control is never lost"): a member
// who types and presses Enter while the page's scripts are still on their way (held back here until the test has
// acted) is not sent back to an empty form; the press is held and made once the form runs, with what was typed.

test.use({ storageState: { cookies: [], origins: [] } });

test('sign-in typed and sent before the page runs goes through once it does', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByLabel('Password').press('Enter');
  // Not posted back to itself: the form and what was typed are still there.
  await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 20_000 });
});

test('"Forgot password?" sent before the page runs is answered once it does', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/admin/login/forgot', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'someone@example.com' })).toBeVisible({ timeout: 20_000 });
});

test('a new name typed and saved on the account page before it runs is saved once it does', async ({ page }) => {
  await signIn(page);
  const release = await holdScripts(page);
  await page.goto('/admin/account', { waitUntil: 'commit' });
  const name = page.getByLabel('Your name');
  const original = await name.inputValue();
  await name.fill('Early Bird');
  await name.press('Enter');
  release();
  await expect(page.getByText('Your name is saved.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByLabel('Your name')).toHaveValue('Early Bird');
  // Put back for the other tests.
  await page.getByLabel('Your name').fill(original);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.', { exact: true })).toBeVisible();
});

test('a screen’s buttons pressed before it runs act once it does (add a funnel step, ask to delete a funnel)', async ({ page }) => {
  await signIn(page);
  // A funnel to ask about, made through the API as the screen would.
  const name = `Early funnel ${Date.now()}`;
  const made = await page.request.post('/api/admin/analytics/funnels', { data: { name, steps: [{ kind: 'page', value: '/' }, { kind: 'page', value: '/contact' }] } });
  expect(made.status()).toBe(201);
  const release = await holdScripts(page);
  await page.goto('/admin/analytics', { waitUntil: 'commit' });
  const funnels = page.getByRole('region', { name: 'Funnels' });
  await funnels.getByRole('button', { name: 'Add a step' }).click();
  release();
  await expect(funnels.getByLabel('Step 3: path or goal name')).toBeVisible({ timeout: 20_000 });
  // The same press on a screen that already runs is not counted twice: one more step, not two.
  await expect(funnels.getByLabel('Step 4: path or goal name')).toHaveCount(0);

  const releaseAgain = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await funnels.getByRole('button', { name: `Delete the funnel ${name}` }).click();
  releaseAgain();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible({ timeout: 20_000 });
  await question.getByRole('button', { name: 'Delete funnel' }).click();
  await expect(funnels.getByRole('article', { name })).toHaveCount(0);
});

test('a funnel typed before the screen runs keeps what was typed, and is saved with it', async ({ page }) => {
  await signIn(page);
  const name = `Typed early ${Date.now()}`;
  const release = await holdScripts(page);
  await page.goto('/admin/analytics', { waitUntil: 'commit' });
  const funnels = page.getByRole('region', { name: 'Funnels' });
  await funnels.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await funnels.getByLabel('Step 1: path or goal name').fill('/services');
  await funnels.getByLabel('Step 2: page or goal').selectOption('goal');
  await funnels.getByLabel('Step 2: path or goal name').fill('Contact form sent');
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  // Running now: what the member typed is still there, and the goal step reads as a goal.
  await expect(funnels.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(funnels.getByLabel('Step 1: path or goal name')).toHaveValue('/services');
  await expect(funnels.getByLabel('Step 2: page or goal')).toHaveValue('goal');
  await expect(funnels.getByLabel('Step 2: path or goal name')).toHaveValue('Contact form sent');
  await expect(funnels.getByLabel('Step 2: path or goal name')).toHaveAttribute('placeholder', 'Contact request');
  await funnels.getByRole('button', { name: 'Save funnel' }).click();
  const funnel = funnels.getByRole('article', { name });
  await expect(funnel.getByRole('listitem').first()).toContainText('/services');
  await expect(funnel.getByRole('listitem').nth(1)).toContainText('Goal: Contact form sent');
  // Saved, the form is empty again.
  await expect(funnels.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(funnels.getByLabel('Step 1: path or goal name')).toHaveValue('');
  await funnel.getByRole('button', { name: `Delete the funnel ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete funnel' }).click();
  await expect(funnel).toHaveCount(0);
});

test('an address typed on the privacy screen before it runs, with Find pressed, is looked up once it does (never in the address bar)', async ({ page, baseURL }) => {
  await signIn(page);
  const email = `privacy-early-${Date.now()}@example.com`;
  const sent = await page.request.post('/api/contact', { headers: { Origin: baseURL! }, data: { name: 'Early Asker', email, company: 'Early BV', message: 'What do you hold about me?' } });
  expect(sent.status()).toBe(201);
  const release = await holdScripts(page);
  await page.goto('/admin/privacy', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('E-mail address').press('Enter');
  release();
  await expect(page.getByText(`1 contact request stored for ${email}`, { exact: false })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).not.toContain('privacy-early');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
});

test('without JavaScript, Find on the privacy screen never puts the address in the URL', async ({ page, browser }) => {
  await signIn(page);
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const screen = await withoutScripts.newPage();
    await screen.goto('/admin/privacy');
    await screen.getByLabel('E-mail address').fill('no-script@example.com');
    await screen.getByLabel('E-mail address').press('Enter');
    await screen.waitForLoadState('load');
    expect(screen.url()).not.toContain('no-script');
  } finally {
    await withoutScripts.close();
  }
});

// A search box is a form control like the others: words typed while the screen is still on its way are the search.
for (const screen of [
  { path: '/admin/contact', box: 'Search', param: 'q' },
  { path: '/admin/media', box: 'Search images', param: null },
  { path: '/admin/applications', box: 'Search', param: null },
] as const) {
  test(`${screen.path}: words typed in the search box before the screen runs are searched once it does`, async ({ page }) => {
    await signIn(page);
    const release = await holdScripts(page);
    const searched = page.waitForRequest((request) => /\/api\/admin\/[a-z-]+\?/.test(request.url()) && new URL(request.url()).searchParams.get(screen.param ?? 'q') === 'zzearly', { timeout: 25_000 });
    await page.goto(screen.path, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: screen.box });
    await box.fill('zzearly');
    release();
    // No further keystroke: the words already typed are what the screen asks the server for.
    await searched;
    await expect(box).toHaveValue('zzearly');
    if (screen.param) await expect(page).toHaveURL(new RegExp(`[?&]${screen.param}=zzearly`));
  });
}

test('"Add Resource" pressed before the kit’s screen runs opens its dialog once it does', async ({ page }) => {
  await signIn(page);
  const release = await holdScripts(page);
  await page.goto('/admin/resources', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add Resource' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Add New Resource' })).toBeVisible({ timeout: 20_000 });
});
