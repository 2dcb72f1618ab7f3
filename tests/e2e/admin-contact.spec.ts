import { readFile } from 'node:fs/promises';
import type { Route } from '@playwright/test';
import { delayedList, expectToast, interceptList, serverError, unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

const LIST = '/api/admin/contact-requests';
// The inbox is paged: an empty page, as the API answers it.
const emptyPage = (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[],"page":1,"pageSize":25,"total":0}' });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('loading, error with Retry, and the empty inbox', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  const gate = delayedList();
  let mode: 'slow' | 'error' | 'empty' = 'slow';
  await interceptList(page, LIST, (route) => (mode === 'slow' ? gate.respond(route) : mode === 'error' ? serverError(route) : emptyPage(route)));
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

test('a request sent to the public form arrives, is moved to contacted, exported and deleted', async ({ page, baseURL }) => {
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
  await expect(item.locator('header').getByText('New', { exact: true })).toBeVisible();
  // Newest first: the later request is listed before the earlier one (other tests may add their own in between).
  const names = await page.getByRole('article').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(names.indexOf(name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(name)).toBeLessThan(names.indexOf(earlier));

  await item.getByRole('combobox', { name: `Status of the request from ${name}` }).selectOption('contacted');
  await expectToast(page, 'Success!', 'Contact request updated successfully.');
  await expect(item.locator('header').getByText('Contacted', { exact: true })).toBeVisible();

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
  await expect(item.locator('header').getByText('New', { exact: true })).toBeVisible();
});

test('a lead from a campaign: found by search, opened, given an owner and a note, its timeline and attribution shown', async ({ page, baseURL }) => {
  const name = unique('Campaign Lead');
  const sent = await page.request.post('/api/contact', {
    headers: { Origin: baseURL! },
    data: {
      name, email: 'campaign@example.com', company: 'Pipeline BV', message: 'Found you through LinkedIn; we need an AI readiness review.',
      phone: '+31 20 555 0101', service: 'ai', industry: 'fintech', marketingConsent: true,
      attribution: { first: { utm_source: 'linkedin', utm_campaign: 'ai-week', landing_page: '/services/ai-first?utm_source=linkedin' }, page: '/contact' },
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/admin/contact');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: `Open the request from ${name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Sent seconds ago: its age in words, not "less than an hour ago".
  await expect(page.locator('header time').filter({ hasText: /^Received .+ \((now|1 minute ago)\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('AI-First Services');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Given');
  const origin = page.getByRole('region', { name: 'Where it came from' });
  await expect(origin).toContainText('ai-week');
  await expect(origin).toContainText('/services/ai-first?utm_source=linkedin');
  // Each part named in words (with the key itself), not as the raw key.
  await expect(origin.getByText('Campaign (utm_campaign)').first()).toBeVisible();
  await expect(origin.getByText('Landing page').first()).toBeVisible();
  await expect(origin.getByText('landing_page', { exact: true })).toHaveCount(0);

  await page.getByLabel('Owner').selectOption({ label: 'staff@e2e.test' });
  await expectToast(page, 'Success!', 'Saved.');
  await page.getByLabel('Status').selectOption('qualified');
  await expectToast(page, 'Success!', 'Saved.');
  await page.getByLabel('Add a note').fill('Called: wants a proposal for the AI readiness review, with a pilot in underwriting before the board meets.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expectToast(page, 'Success!', 'Note added.');

  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('Called: wants a proposal');
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText('Received from the contact form (source: linkedin)');
  await expect(activity).toContainText('Owner: Unassigned → staff@e2e.test');
  await expect(activity).toContainText('Status: New → Qualified');
  await expect(activity).toContainText('Note added');
  // The activity log quotes the note's first 80 characters, cut between words, with an ellipsis.
  await expect(activity).toContainText('“Called: wants a proposal for the AI readiness review, with a pilot in...”');
  // After a reload the page shows what was saved.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('qualified');
});

test('spam is kept out of the inbox and restored from the Spam view; a privacy request finds and erases an address', async ({ page, baseURL }) => {
  const spammer = unique('Honeypot Bot');
  const spam = await page.request.post('/api/contact', { headers: { Origin: baseURL! }, data: { name: spammer, email: 'bot@example.com', company: 'Bots', message: 'Filled every field, even the hidden one.', website: 'http://spam.example' } });
  expect(spam.status()).toBe(201);
  await page.goto('/admin/contact');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: spammer })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('spam');
  const item = page.getByRole('article', { name: spammer });
  await expect(item).toContainText('Marked as spam: honeypot filled');
  await item.getByRole('combobox', { name: `Status of the request from ${spammer}` }).selectOption('new');
  await expectToast(page, 'Success!', 'Contact request updated successfully.');
  await expect(item).toHaveCount(0);

  const email = `${unique('erase').replace(/\s+/g, '-').toLowerCase()}@example.com`;
  expect((await page.request.post('/api/contact', { headers: { Origin: baseURL! }, data: { name: 'Erase Me', email, company: 'Gone BV', message: 'Please forget me after this.' } })).status()).toBe(201);
  await page.goto('/admin/privacy');
  // The address travels in POST bodies only: no URL the browser asks for holds it (logs, proxies, history).
  const addressed: string[] = [];
  page.on('request', (request) => {
    if (decodeURIComponent(request.url()).includes(email)) addressed.push(request.url());
  });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`1 contact request stored for ${email}`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`personal-data-${email}.json`);
  expect(JSON.parse(await readFile((await download.path())!, 'utf8')).data.email).toBe(email);
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase everything' }).click();
  await expectToast(page, 'Success!', '1 contact request erased.');
  await expect(page.getByText(`Nothing is stored for ${email}.`)).toBeVisible();
  expect(addressed).toEqual([]);
});
