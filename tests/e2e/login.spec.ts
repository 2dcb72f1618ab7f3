import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoWithTheme, test, type Theme } from './fixtures';
import { E2E_ADMIN, signIn } from './support/auth';

async function submit(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an anonymous visitor of /admin is sent to the sign-in page with next=/admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password shows "Invalid email or password" and stays on the page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await page.goto('/admin/login?next=%2Fadmin');
  await submit(page, E2E_ADMIN.email, 'not-the-password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the right password lands on next, with the button disabled while it works', async ({ page }) => {
  await page.goto('/admin/login?next=%2Fadmin%2Fresources');
  // Hold the request a moment so the busy state can be seen.
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await submit(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  // A full page load of the admin follows; allow for a busy machine.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/resources', { timeout: 15_000 });
});

test('a next that leaves the site is ignored: sign-in goes to /admin', async ({ page }) => {
  await page.goto('/admin/login?next=%2F%2Fevil.example%2Fphish');
  await submit(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL((url) => url.origin !== 'https://evil.example' && url.pathname === '/admin');
});

test('signed-in staff who open the sign-in page go to the admin', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/login');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
});

test('repeated failures for one address end in "Too many attempts, try again in 10 minutes"', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of (401|429)/);
  await page.goto('/admin/login');
  // An address without an account: the shared e2e staff account must stay usable for the other tests.
  const email = `locked-${Date.now()}@e2e.test`;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit(page, email, `wrong-password-${attempt}0`);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  }
  await submit(page, email, 'wrong-password-60');
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts, try again in 10 minutes' })).toBeVisible();
});

for (const theme of ['dark', 'light'] as Theme[]) {
  test(`the sign-in page has no axe violations in the ${theme} theme, with an error shown`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    await gotoWithTheme(page, '/admin/login', theme);
    await expect(page.locator('html')).toHaveClass(new RegExp(theme));
    await expectNoAxeViolations(page);
    await submit(page, 'nobody@e2e.test', 'not-the-password-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('submitting the sign-in form never puts the password into the address', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('a-secret-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('a-secret-password');
    expect(new URL(page.url()).search).not.toContain('password');
  });
});
