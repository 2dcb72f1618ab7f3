// A job seeker applies on an opening's page (issue 22), as they would: with the script (the CV goes up with a
// progress bar, a refused field says why and keeps the rest), and without it (the form posts itself and the page
// comes back at its "Thank you" note). Each application then waits in the staff inbox.
import type { Page } from '@playwright/test';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { makeDocx, makePdf } from '../support/cv-files';
import { expect, test } from './fixtures';

const OPENING = '/careers/devops-engineer';

function cvFile(name: string, bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

async function fill(page: Page, name: string, cv: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill('seeker@example.com');
  await page.getByLabel('Why this role?').fill('I run Terraform and Kubernetes for a bank today and would like to work across industries.');
  await page.getByLabel(/^CV\b/).setInputFiles(cv);
  await page.getByRole('checkbox', { name: /^I agree that SmartTech keeps my application/ }).check();
}

test('with the script: Apply Now leads to the form; a file that is no CV is refused by name, then the CV goes up and is thanked for', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  await page.goto(OPENING);
  await page.getByRole('link', { name: /^Apply Now/ }).first().click();
  await expect(page).toHaveURL(/#apply$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Apply for DevOps Engineer' })).toBeInViewport();
  const name = `Seeker ${Date.now().toString(36)}`;
  await fill(page, name, cvFile('cv.pdf', Buffer.from('<!doctype html><p>not a pdf</p>')));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Your CV must be a PDF or a Word document (.docx); this file is neither')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByLabel(/^CV\b/)).toBeFocused();

  await page.getByLabel(/^CV\b/).setInputFiles(cvFile('Seeker CV.docx', makeDocx(name)));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible();
});

test('a CV of the full 5 MB goes up on a slow line with its progress bar moving, and is thanked for', async ({ page }) => {
  // A PDF of exactly 5 MB (the limit), padded in its text stream.
  const limit = 5 * 1024 * 1024;
  const padding = limit - makePdf('').length;
  // The stream's length and the offsets gain digits as it grows: take the difference off once more.
  const pdf = makePdf('x'.repeat(padding - (makePdf('x'.repeat(padding)).length - limit)));
  expect(pdf.length).toBe(limit);
  await page.goto(OPENING);
  // About 2 MB/s up, as a phone on a fair mobile line: the upload takes seconds, not milliseconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  await fill(page, `Large CV ${Date.now().toString(36)}`, cvFile('large.pdf', pdf));
  await page.getByRole('button', { name: 'Send application' }).click();
  const bar = page.locator('form progress');
  // Seen part of the way: neither empty nor full.
  await expect(bar).toHaveAttribute('value', /^[1-9]\d?$/);
  await expect(page.getByRole('status').filter({ hasText: /^Uploading your CV: \d+%$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible({ timeout: 20_000 });
});

test('Send Us Your Resume opens a general application on the careers page, sent like an opening’s', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Send Us Your Resume' }).click();
  await expect(page).toHaveURL(/\/careers#apply$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Send Us Your Resume' })).toBeInViewport();
  await fill(page, `General seeker ${Date.now().toString(36)}`, cvFile('general.pdf', makePdf('general')));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form posts itself and the page comes back at its thank-you note', async ({ page }) => {
    await page.goto(OPENING);
    await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeHidden();
    const name = `Plain seeker ${Date.now().toString(36)}`;
    await fill(page, name, cvFile('plain.pdf', makePdf(name)));
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page).toHaveURL(new RegExp(`${OPENING}#applied$`));
    await expect(page.getByRole('heading', { name: 'Thank you: your application is in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send application' })).toBeHidden();
  });
});
