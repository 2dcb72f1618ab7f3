import { expect, type Cookie, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../scripts/e2e-env.mjs';

type Account = { email: string; password: string };

// Per worker process: the session cookies of each account, so most tests skip the form (about a second each).
const sessions = new Map<string, Cookie[]>();

/**
 * Whether the server still accepts the context's session as staff (a test may have signed it out). Asks the admin
 * API, which applies the app's own checks (role, idle timeout) and, unlike /api/auth, is not rate limited.
 */
async function sessionIsLive(page: Page): Promise<boolean> {
  return (await page.request.get('/api/admin/testimonials')).status() === 200;
}

/** Signs in the way staff do: the login page's Email and Password fields and its Sign in button. */
async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/admin/login?next=%2Fadmin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A full page load of the dashboard follows; allow for a busy machine.
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 15_000 });
}

/**
 * Signs the page's browser context in as `account` (the e2e staff account by default) through the real login form,
 * once per worker; later calls reuse the session cookies while the server still accepts them.
 */
export async function signIn(page: Page, account: Account = E2E_ADMIN): Promise<void> {
  const cached = sessions.get(account.email);
  if (cached) {
    await page.context().addCookies(cached);
    if (await sessionIsLive(page)) return;
    await page.context().clearCookies();
  }
  await signInThroughForm(page, account);
  sessions.set(account.email, (await page.context().storageState()).cookies);
}

export { E2E_ADMIN };
