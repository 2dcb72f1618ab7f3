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
