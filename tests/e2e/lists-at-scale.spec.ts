import { unique } from './admin-support';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

// Runs after every other spec (its own project in playwright.config.ts): the items it adds would otherwise push
// another test's new testimonial off the first page while that test looks for it.
const LIST = '/api/admin/testimonials';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the list comes in pages of 24 from the server: Next and Previous, and the page stays in the address', async ({ page }) => {
  const batch = unique('Paged');
  // Inactive, so the public home page is unchanged for the tests running beside this one.
  const made: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const response = await page.request.post(LIST, { data: { name: `${batch} ${String(i).padStart(2, '0')}`, position: 'CTO', company: 'Paging Co', testimonial: 'One of many.', isActive: false } });
    expect(response.status()).toBe(201);
    made.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  try {
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === LIST && request.method() === 'GET') pageRequests.push(url.search);
    });
    await page.goto('/admin/testimonials');
    const cards = page.getByRole('region', { name: 'Testimonials' }).locator('ul').first().locator(':scope > li');
    await expect(cards).toHaveCount(24);
    // Newest first: the last one made is on the first page, the first one made (the 26th newest) on the second,
    // whatever the tests running beside this one add meanwhile.
    const newest = cards.filter({ hasText: `${batch} 25` });
    const oldest = cards.filter({ hasText: `${batch} 00` });
    await expect(newest).toHaveCount(1);
    await expect(oldest).toHaveCount(0);
    const pager = page.getByRole('navigation', { name: 'Pages of testimonials' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\?page=2$/);
    await expect(oldest).toHaveCount(1);
    await expect(newest).toHaveCount(0);
    await page.reload();
    await expect(pager).toContainText('2 /');
    await expect(oldest).toHaveCount(1);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(newest).toHaveCount(1);
    expect(pageRequests).toContain('?page=1&pageSize=24');
    expect(pageRequests).toContain('?page=2&pageSize=24');
  } finally {
    for (const id of made) await page.request.delete(`${LIST}/${id}`);
  }
});
