// The site's analytics (issue 24) as a visitor and a marketer meet it: a visitor from a campaign reads the home page
// and clicks its main call to action (a goal named in the CMS); the beacon counts both, without a cookie. Staff then
// open /admin/analytics for today, see the campaign and the goal, narrow the report to the campaign's source, and the
// screen is axe clean in both themes and fits a phone.
import { expect, gotoWithTheme, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './support/auth';

test.describe.configure({ timeout: 60_000 });

test('a campaign visit and its goal reach the analytics screen, which filters by source and is axe clean', async ({ page, browser, allowConsoleErrors }) => {
  // The refused funnel below is a 400 the browser logs.
  allowConsoleErrors(/status of 400/);
  const campaign = `e2e-${Date.now().toString(36)}`;
  // A person's browser: the beacon sends nothing from an automated one (navigator.webdriver), as Lighthouse's.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 ${campaign}` });
  await visitor.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const person = await visitor.newPage();
  const pageview = person.waitForRequest((request) => request.url().endsWith('/api/collect') && request.postData()?.includes('"pageview"') === true);
  await person.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  expect(JSON.parse((await pageview).postData()!)).toMatchObject({ k: 'pageview', p: '/', s: { utm_source: 'newsletter', utm_campaign: campaign } });
  expect(await visitor.cookies()).toEqual([]);
  const goal = person.waitForRequest((request) => request.url().endsWith('/api/collect') && request.postData()?.includes('"goal"') === true);
  await person.getByRole('main').getByRole('link', { name: 'Book a Free Tech Audit' }).first().click();
  expect(JSON.parse((await goal).postData()!)).toMatchObject({ k: 'goal', g: 'Home hero: audit' });

  await signIn(page);
  // Events are written within a second or so, each batch on its own: the screen shows both on a reload.
  await expect(async () => {
    await gotoWithTheme(page, '/admin/analytics?range=today', 'dark');
    await expect(page.getByRole('row', { name: new RegExp(`newsletter.*${campaign}`) })).toBeVisible({ timeout: 500 });
    await expect(page.getByRole('region', { name: 'Goals' }).getByRole('row', { name: /Home hero: audit/ })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // Closed once both have arrived: a beacon seen leaving may still be on its way, and a closed context drops it.
  await visitor.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Show only newsletter' }).click();
  await expect(page).toHaveURL(/[?&]source=newsletter/);
  await expect(page.getByRole('group', { name: 'Filters' })).toContainText('source: newsletter');
  await expect(page.getByRole('region', { name: 'Sources and campaigns' }).getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    document.documentElement.classList.replace('dark', 'light');
    document.documentElement.style.colorScheme = 'light';
  });
  await expectNoAxeViolations(page, { coloursOnly: true });

  // A funnel: the home page, then the hero's goal; the visit above took both steps.
  await page.goto('/admin/analytics?range=today');
  const funnels = page.getByRole('region', { name: 'Funnels' });
  await funnels.getByRole('textbox', { name: 'Name', exact: true }).fill(`Home to audit ${campaign}`);
  await funnels.getByLabel('Step 1: path or goal name').fill('/');
  await funnels.getByLabel('Step 2: page or goal').selectOption('goal');
  await funnels.getByLabel('Step 2: path or goal name').fill('Home hero: audit');
  await funnels.getByRole('button', { name: 'Save funnel' }).click();
  const funnel = funnels.getByRole('article', { name: `Home to audit ${campaign}` });
  await expect(funnel.getByRole('listitem').nth(1)).toContainText(/Goal: Home hero: audit\s*[1-9][\d,]* visitors? · \d+(\.\d)?% of step 1/);
  // One step is not a funnel: the server says so, and the form keeps what was typed.
  await funnels.getByRole('textbox', { name: 'Name', exact: true }).fill('Too short');
  await funnels.getByLabel('Step 1: path or goal name').fill('services');
  await funnels.getByRole('button', { name: 'Save funnel' }).click();
  await expect(funnels.getByText('A page is a path, starting with /')).toBeVisible();
  await expect(funnels.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Too short');
  await funnels.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await funnels.getByLabel('Step 1: path or goal name').fill('');
  await funnel.getByRole('button', { name: `Delete the funnel Home to audit ${campaign}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete funnel' }).click();
  await expect(funnel).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The whole range on a phone, drawn to fit (not a wide chart cut at the screen's edge, half its days out of sight).
  const chart = page.getByRole('img', { name: /^Visitors and page views from / });
  await expect(chart).toHaveCount(1);
  const box = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const clipped = await chart.evaluate((svg) => {
    const frame = svg.parentElement!.getBoundingClientRect();
    return [...svg.querySelectorAll('text')].filter((label) => label.getBoundingClientRect().right > frame.right + 0.5).map((label) => label.textContent);
  });
  expect(clipped, 'axis labels past the chart’s edge').toEqual([]);
  // A range that cannot be shown says why, and keeps the dates typed.
  await page.goto('/admin/analytics?from=2026-11-20&to=2026-11-01');
  await expect(page.getByRole('alert').filter({ hasText: 'These dates cannot be shown' })).toContainText('To: The end must not be before the start');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-11-01');
});
