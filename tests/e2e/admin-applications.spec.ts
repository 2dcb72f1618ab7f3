// The applications inbox (issue 22), as a recruiter uses it: an application sent with a CV shows in the list, opens
// with its motivation, its CV downloads as a file (never shown in the page), it moves to Interview, gets an owner
// and a note, and is deleted.
import fs from 'node:fs';
import { makePdf } from '../support/cv-files';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';
import { E2E_ADMIN } from '../../scripts/e2e-env.mjs';

test('an application with its CV: listed, opened, the CV downloaded, moved along, deleted', async ({ page, baseURL }) => {
  const name = `Applicant ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/applications', {
    headers: { origin: baseURL! },
    multipart: {
      opening: '/careers/devops-engineer',
      name,
      email: 'applicant@example.com',
      motivation: 'Five years of Terraform and Kubernetes for banks; I would like to do it for your clients.',
      consent: 'on',
      fillMs: '60000',
      cv: { name: 'My CV.pdf', mimeType: 'application/pdf', buffer: makePdf(name) },
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = ((await sent.json()) as { data: { id: string } }).data;
  // Without a session the CV is not there for anyone.
  expect((await page.request.get(`/api/admin/applications/${id}/cv`)).status()).toBe(401);

  await signIn(page);
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  // The list as CSV, without the files.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(fs.readFileSync((await csv.path())!, 'utf8')).toContain(name);
  await page.getByRole('link', { name: `Open the application of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Five years of Terraform and Kubernetes for banks')).toBeVisible();
  await expect(page.getByText('DevOps Engineer')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download My CV\.pdf/ }).click()]);
  // The name is the server's (Content-Disposition; the link names none), the bytes the PDF that was sent.
  expect(download.suggestedFilename()).toBe('My CV.pdf');
  expect(fs.readFileSync((await download.path())!).equals(makePdf(name))).toBe(true);

  await page.getByLabel('Move to').selectOption('interview');
  await expect(page.getByText('Application updated successfully.', { exact: true })).toBeVisible();
  // The recruiter takes it and notes the call; both stay after a reload.
  await page.getByLabel('Owner').selectOption({ label: E2E_ADMIN.email });
  await expect(page.getByText('Application updated successfully.', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Add a note').fill('Called: strong on Terraform, second interview next week.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called: strong on Terraform, second interview next week.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Owner')).toHaveValue(/.+/);
  await expect(page.getByText('Called: strong on Terraform, second interview next week.')).toBeVisible();
  await page.goto('/admin/applications?status=interview');
  await expect(page.getByRole('link', { name: `Open the application of ${name}` })).toBeVisible();

  await page.getByRole('link', { name: `Open the application of ${name}` }).click();
  await page.getByRole('button', { name: 'Delete application' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  expect((await page.request.get(`/api/admin/applications/${id}/cv`)).status()).toBe(404);
});
