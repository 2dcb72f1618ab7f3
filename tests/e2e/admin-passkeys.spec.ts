import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { expect, test } from './fixtures';

// Passkeys (issue 23), as a member sets one up and uses it: Chromium's own virtual authenticator (a platform passkey
// that checks its owner) stands in for a laptop's fingerprint reader. A passkey belongs to a domain name, so this
// runs a second server from the e2e build on `localhost` (the suite's server is reached by its IP address, where
// browsers refuse passkeys and the page does not offer them).

const ACCOUNT = { email: 'keys@e2e.test', password: 'lantern quarry maple ninety' };

test('a member adds a passkey on their account page, signs out, and signs in with it alone', async ({ browser }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'smarttech-passkeys-'));
  const siteUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['http-server/index.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-test', PORT: String(port), HOST: '127.0.0.1', SITE_URL: siteUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: ACCOUNT.email, ADMIN_PASSWORD: ACCOUNT.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const context = await browser.newContext({ baseURL: siteUrl });
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ACCOUNT.email);
    await page.getByLabel('Password').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
    await page.goto('/admin/account');
    const section = page.locator('#passkeys');
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await section.getByLabel('Name of this passkey').fill('Work laptop');
    // The password first, whatever the session's age; a wrong one is said at its field.
    await section.getByLabel('Your password').fill('not the password at all');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText('That password is not right.')).toBeVisible();
    await section.getByLabel('Your password').fill(ACCOUNT.password);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added: you can now sign in with it.', { exact: true })).toBeVisible();
    await expect(section.getByRole('list', { name: 'Passkeys' }).getByText('Work laptop')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    // No address, no password: the device offers its passkey for this site and checks its owner.
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();

    // Removed, it no longer signs in (the device still holds it: the server refuses it).
    await page.goto('/admin/account');
    await section.getByRole('button', { name: 'Remove Work laptop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Passkey removed.', { exact: true })).toBeVisible();
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That passkey did not sign you in' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  } finally {
    await context.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
