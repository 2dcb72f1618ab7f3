import { expect, test } from './fixtures';
import { signIn } from './support/auth';

test('the dashboard links to each manager, shows the instructions, the new-request count and who is signed in', async ({ page, request, baseURL }) => {
  // A fresh request makes the count at least one, whatever other tests do in parallel.
  const sent = await request.post('/api/contact', {
    headers: { Origin: baseURL! },
    data: { name: 'Dash Board', email: 'dash@example.com', company: 'Count Co', message: 'Please count me as a new request.' },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('staff@e2e.test')).toBeVisible();

  // The spec's four cards (industries is a view of the pages now, issue 21), and the pages, navigation and footer.
  for (const [name, href] of [['Testimonials', '/admin/testimonials'], ['Resources', '/admin/resources'], ['Industries', '/admin/industries'], ['Contact requests', '/admin/contact'], ['Pages', '/admin/pages'], ['Navigation', '/admin/navigation'], ['Footer', '/admin/footer']] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main.getByText(/[1-9]\d* new requests?/)).toBeVisible();

  await expect(main.getByText("'Real Results for Real Businesses'")).toBeVisible();
  await expect(main.getByText(/needs a metric title/)).toBeVisible();
  await expect(main.getByText(/Notion page or its link into the Content field/)).toBeVisible();
  for (const guide of ['square 1:1, at least 256x256', '16:9, at least 1200x675', '21:9, at least 1600x686']) await expect(main.getByText(guide)).toBeVisible();
  await expect(main.getByRole('link', { name: 'hello@smarttech.example' })).toHaveAttribute('href', 'mailto:hello@smarttech.example');

  // The industries card lists the four industry pages, each leading to its editor.
  await main.getByRole('link', { name: 'Industries', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Industries' })).toBeVisible();
  for (const title of ['Fintech Solutions', 'Healthcare Industry Solutions', 'LegalTech Industry Solutions', 'Logistics Solutions']) await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Privacy Policy' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('dialog', { name: 'Add page' }).getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('/industries/');
  await page.getByRole('dialog', { name: 'Add page' }).getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/admin');

  await main.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
});
