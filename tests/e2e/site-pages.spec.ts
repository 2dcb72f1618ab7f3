import { expect, test } from './fixtures';

const SERVICE_PATHS = ['/services/cloud-smart', '/services/ai-first', '/services/outcome-based', '/services/security-delivery', '/services/healthcare', '/services/legaltech', '/services/digital-marketing'];

test('the services page shows Strategic Solutions and the seven services', async ({ page }) => {
  await page.goto('/services');
  await expect(page.locator('h1')).toHaveText('Strategic Solutions');
  await expect(page.locator('#services').getByRole('link', { name: /^Learn more/ })).toHaveCount(7);
});

test('each service page explains the service, the deliverables and the engagement, with a call to action', async ({ page }) => {
  for (const path of SERVICE_PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const heading of ['What it is', 'What you get', 'How an engagement runs']) await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(main.locator('ol > li')).toHaveCount(4);
      await expect(main.getByRole('link', { name: 'Book a Free Tech Audit' })).toHaveAttribute('href', '/contact');
    });
  }
});

test('Why Choose Us shows the three stats and the comparison block', async ({ page }) => {
  await page.goto('/why-choose-us');
  await expect(page.locator('h1')).toHaveText('Not Just Another IT Consultancy');
  for (const [value, label] of [['37%', 'Cost Reduction'], ['60%', 'Faster Delivery'], ['100+', 'Enterprise Clients']] as const) {
    const stat = page.getByRole('main').locator('li').filter({ hasText: label });
    await expect(stat.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'How you pay' })).toBeVisible();
});

const industryFigures: Record<string, string[]> = {
  fintech: ['47%'],
  healthcare: ['42%', '1,000+', '60%'],
  legaltech: ['60%'],
  logistics: ['23%'],
};

test('each industry page has #top, a solutions list, a case study and a call to action', async ({ page }) => {
  for (const [id, figures] of Object.entries(industryFigures)) {
    await test.step(id, async () => {
      await page.goto(`/industries/${id}`);
      await expect(page.locator('#top')).toBeAttached();
      await expect(page.locator('#solutions li')).toHaveCount(4);
      for (const figure of figures) await expect(page.getByRole('main').getByText(figure, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contact');
    });
  }
});

test('the healthcare case study carries the spec figures with their labels', async ({ page }) => {
  await page.goto('/industries/healthcare');
  const main = page.getByRole('main');
  await expect(main.getByText('wait time reduction', { exact: true })).toBeVisible();
  await expect(main.getByText('patients per day served', { exact: true })).toBeVisible();
  await expect(main.getByText('compliance time reduction', { exact: true })).toBeVisible();
});

test('careers lists the three openings with badges, lists and Apply Now, and the closing block', async ({ page }) => {
  await page.goto('/careers');
  const jobs = page.getByRole('main').getByRole('article');
  await expect(jobs).toHaveCount(3);
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(['DevOps Engineer', 'DevOps Internship', 'Digital Marketing Intern']);
  await expect(jobs.nth(0).getByText('Full-time', { exact: true })).toBeVisible();
  await expect(jobs.nth(1).getByText('Internship', { exact: true })).toBeVisible();
  await expect(jobs.nth(2).getByText('Internship', { exact: true })).toBeVisible();
  for (const job of await jobs.all()) {
    await expect(job.getByText('Remote / Hybrid')).toBeVisible();
    await expect(job.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    await expect(job.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    // Apply Now leads to the opening's own application form (issue 22; the spec's first version sent it to /contact).
    await expect(job.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', /^\/careers\/[a-z-]+#apply$/);
  }
  await expect(page.getByRole('heading', { name: "Don't See the Right Fit?" })).toBeVisible();
  // It opens a general application on the page itself (issue 22; the spec's first version led to /contact).
  await expect(page.getByRole('link', { name: 'Send Us Your Resume' })).toHaveAttribute('href', '/careers#apply');

  // Each opening has its page: its description and lists, Apply Now, the way back, and its JobPosting data.
  await jobs.nth(0).getByRole('link', { name: 'DevOps Engineer', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/devops-engineer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');
  await expect(page.getByText('Design and run the cloud platforms our clients depend on')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Responsibilities', 'Requirements', 'Apply for DevOps Engineer']);
  await expect(page.getByRole('link', { name: /^Apply Now/ }).first()).toHaveAttribute('href', '#apply');
  await expect(page.getByRole('link', { name: 'All open positions' })).toHaveAttribute('href', '/careers');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'JobPosting', title: 'DevOps Engineer', employmentType: 'FULL_TIME', jobLocation: { address: { addressLocality: 'Amsterdam' } } });
  await expect(page).toHaveTitle('DevOps Engineer | SmartTech');
});

for (const [path, topics] of [
  ['/privacy-policy', ['Children’s Privacy', 'International Transfers', 'Legal Bases and Your Rights Under the GDPR']],
  ['/terms-of-service', ['Limitation of Liability', 'Governing Law', 'Confidentiality']],
] as const) {
  test(`${path} has twelve numbered sections and a fixed date`, async ({ page }) => {
    await page.goto(path);
    const sections = page.getByRole('main').locator('section[id^="section-"] h2');
    await expect(sections).toHaveCount(12);
    await expect(sections.first()).toHaveText(/^1\. /);
    await expect(sections.last()).toHaveText(/^12\. /);
    for (const topic of topics) await expect(sections.filter({ hasText: topic })).toHaveCount(1);
    await expect(page.getByRole('main').locator('time').first()).toHaveText('November 1, 2026');
  });
}

test('the terms cap liability at three months of fees under United States law; privacy names children under 13', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByText(/fees you paid us in the previous 3 months/)).toBeVisible();
  await expect(page.getByText(/governed by the laws of the United States/)).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText(/not directed at children under 13/)).toBeVisible();
});

test('a resource page with a long article has no horizontal scroll at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resources/ai-driven-fraud-detection');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
