// Job openings are content (src/kinds/job-openings): a recruiter posts one from the staff list, writes its description
// with formatting, publishes it onto /careers, then closes it and it leaves the page. All through the editor page.
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

test('post a job opening with a formatted description, see it on /careers, close it and it leaves', async ({ page, request }) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const title = `Cloud Security Engineer ${suffix}`;
  const careersHtml = async () => (await request.get('/careers')).text();
  await signIn(page);
  await page.goto('/admin/job-openings');
  await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
  // Every section of the staff area is on one row at 1280 px (under the brand and the account), none wrapped away.
  await page.setViewportSize({ width: 1280, height: 800 });
  const sections = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  const tops = new Set(await sections.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))));
  expect(tops.size).toBe(1);
  // The spec's three, oldest first.
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveText([/DevOps Engineer/, /DevOps Internship/, /Digital Marketing Intern/]);

  await page.getByRole('button', { name: 'Add job opening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add job opening' });
  const address = dialog.getByRole('textbox', { name: 'Address', exact: true });
  await expect(address).toHaveValue('/careers/');
  // The address follows the title until staff write their own; then the title leaves it alone.
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Cloud Engineer');
  await expect(address).toHaveValue('/careers/cloud-engineer');
  await address.fill(`/careers/cloud-security-engineer-${suffix}`);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(address).toHaveValue(`/careers/cloud-security-engineer-${suffix}`);
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Protect client platforms ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('end to end');
  await page.locator('#field-responsibilities-0').fill('Threat-model new client systems');
  await page.locator('#field-requirements-0').fill('Five years in cloud security');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await careersHtml()).not.toContain(title);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  await expect.poll(careersHtml, { timeout: 5_000 }).toContain(title);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL('/careers', page.url()).href);
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { level: 3, name: title }) });
  await expect(card.locator('strong')).toHaveText('end to end');
  await expect(card.getByText('Threat-model new client systems')).toBeVisible();
  await expect(card.getByText('Full-time', { exact: true })).toBeVisible();
  await visitor.close();

  const own = `/careers/cloud-security-engineer-${suffix}`;
  expect((await request.get(own)).status()).toBe(200);

  await page.getByLabel('Closed: no longer taking applications').check();
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  await expect.poll(careersHtml, { timeout: 5_000 }).not.toContain(title);
  // Its page stays, says it is closed and leads to the others; search engines get 410 Gone.
  await expect.poll(async () => (await request.get(own)).status(), { timeout: 5_000 }).toBe(410);
  const gone = await request.get(own);
  expect(await gone.text()).toContain('This position is closed');
  // The staff list says it no longer takes applications; the others do not say so.
  await page.goto('/admin/job-openings');
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'DevOps Internship' }).getByText('Closed', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: `Edit ${title}` }).click();

  await page.getByRole('button', { name: 'Delete job opening' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
});
