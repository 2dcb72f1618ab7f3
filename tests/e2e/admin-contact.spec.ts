import { readFile } from 'node:fs/promises';
import { delayedList, emptyList, expectToast, interceptList, serverError, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

const LIST = '/api/admin/contact-requests';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('loading, error with Retry, and the empty inbox', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  const gate = delayedList();
  let mode: 'slow' | 'error' | 'empty' = 'slow';
  await interceptList(page, LIST, (route) => (mode === 'slow' ? gate.respond(route) : mode === 'error' ? serverError(route) : emptyList(route)));
  await page.goto('/admin/contact');
  await expect(page.getByText('Loading contact requests')).toBeAttached();
  mode = 'error';
  gate.release();
  await page.reload();
  const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Contact Requests' });
  await expect(panel).toBeVisible();
  mode = 'empty';
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'No Contact Requests Yet' })).toBeVisible();
});

test('a request sent to the public form arrives, is marked handled, exported and deleted', async ({ page, baseURL }) => {
  const name = unique('Lead');
  const email = `${name.split(' ')[1]}@example.com`;
  const message = 'We need a cloud cost review.\nSecond line of the message, kept in full.';
  const earlier = unique('Earlier');
  const first = await page.request.post('/api/contact', { headers: { Origin: baseURL! }, data: { name: earlier, email: 'earlier@example.com', company: 'Early Co', message: 'Sent a moment before.' } });
  expect(first.status()).toBe(201);
  const sent = await page.request.post('/api/contact', { headers: { Origin: baseURL! }, data: { name, email, company: 'Lead Co', message } });
  expect(sent.status()).toBe(201);

  await page.goto('/admin/contact');
  const item = page.getByRole('article', { name });
  await expect(item).toContainText('Lead Co');
  await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(item).toContainText('Second line of the message, kept in full.');
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  // Newest first: the later request is listed before the earlier one (other tests may add their own in between).
  const names = await page.getByRole('article').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(names.indexOf(name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(name)).toBeLessThan(names.indexOf(earlier));

  await item.getByRole('button', { name: `Mark the request from ${name} as handled` }).click();
  await expectToast(page, 'Success!', 'Contact request updated successfully.');
  await expect(item.getByText('Handled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Mark the request from ${name} as new` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]?.toLowerCase()).toContain('email');
  expect(csv).toContain(name);
  expect(csv).toContain(email);

  await item.getByRole('button', { name: `Delete the request from ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(`delete the request from ${name}`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success!', 'Contact request deleted successfully.');
  await expect(item).toHaveCount(0);
});

test('a message sent through the public contact form shows in the inbox as new', async ({ browser, page }) => {
  const name = unique('Visitor');
  const visitor = await browser.newPage();
  await visitor.route('https://scheduling.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Book</title>' }));
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByLabel('Company').fill('Visitor Co');
  await form.getByLabel('Message').fill('Sent through the public form, please call back.');
  await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
  await expect(visitor.getByText('Request Submitted').first()).toBeVisible();
  await visitor.close();

  await page.goto('/admin/contact');
  const item = page.getByRole('article', { name });
  await expect(item).toContainText('Sent through the public form, please call back.');
  await expect(item.getByText('New', { exact: true })).toBeVisible();
});
