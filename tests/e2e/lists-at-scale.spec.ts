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

// Content at scale (issue 21): past one page of resources, /resources comes in pages of 12, each a view kept like the
// filtered ones, with links that work without JavaScript, `rel` next and prev, the filters and the page in the address.
test('past twelve resources, the public list comes in pages: Next, a page number, filters back to page one, no JavaScript needed', async ({ page, browser, baseURL }) => {
  test.slow();
  const batch = unique('Paged resource');
  const made: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const response = await page.request.post('/api/admin/resources', { data: { title: `${batch} ${String(i).padStart(2, '0')}`, description: 'One of many.', categories: ['cloud'], status: 'published' } });
    expect(response.status()).toBe(201);
    made.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  try {
    const total = ((await (await page.request.get('/api/resources?page=1&pageSize=1')).json()) as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(20);
    const list = page.getByRole('main').getByRole('article').filter({ visible: true });
    const pager = page.getByRole('navigation', { name: 'Pages of resources' });
    await expect.poll(async () => {
      await page.goto('/resources');
      return list.count();
    }, { timeout: 10_000 }).toBe(12);
    await expect(page.getByText(`Resources 1–12 of ${total}`)).toBeVisible();
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/resources?page=2');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/resources\?page=2$/);
    await expect(page.getByText(`Resources 13–${Math.min(24, total)} of ${total}`)).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Resources, page 2 | SmartTech');
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/resources\?page=2$/);
    // A filter is a view of its own, from its first page.
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Cloud' }).click();
    await expect(page).toHaveURL(/\/resources\?category=cloud$/);
    await expect(list.filter({ hasText: batch })).toHaveCount(12);

    // Without JavaScript: the same links, each a page the server sends whole.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const visitor = await context.newPage();
    await visitor.goto('/resources?category=cloud&page=2&utm_source=news');
    await expect(visitor.getByRole('navigation', { name: 'Pages of resources' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await visitor.getByRole('navigation', { name: 'Pages of resources' }).getByRole('link', { name: 'Previous' }).click();
    await expect(visitor).toHaveURL(/\/resources\?category=cloud$/);
    await context.close();
    expect((await page.request.get('/resources?page=999')).status()).toBe(404);
  } finally {
    for (const id of made) await page.request.delete(`/api/admin/resources/${id}`);
  }
});
