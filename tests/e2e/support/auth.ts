import type { Page } from '@playwright/test';
import { E2E_ADMIN, e2eEnv } from '../../../scripts/e2e-env.mjs';

/**
 * Signs the page's browser context in as the e2e staff account (the server creates it from ADMIN_EMAIL) through
 * the sign-in API: the session cookie lands in the context, so the next page.goto('/admin...') is signed in.
 */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  const { SITE_URL } = e2eEnv();
  const response = await page.request.post(`${SITE_URL}/api/auth/sign-in/email`, {
    data: account,
    headers: { origin: SITE_URL },
  });
  if (!response.ok()) throw new Error(`signIn(${account.email}) failed: ${response.status()} ${await response.text()}`);
}

export { E2E_ADMIN };
