import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/auth';
import { holdScripts } from './support/hold-scripts';

const SCHEDULER = 'https://scheduling.e2e.test/**';

async function fakeScheduler(page: Page) {
  await page.route(SCHEDULER, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Book</title><h1>Pick a time</h1>' }));
}

async function fill(page: Page, values: { name: string; email: string; company: string; message: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Company').fill(values.company);
  await form.getByLabel('Message').fill(values.message);
  return form;
}

/** What the admin inbox holds, read as staff in a context of its own (the visitor's may have JavaScript off). */
async function storedEmails(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const staff = await context.newPage();
    await signIn(staff);
    const response = await staff.request.get('/api/admin/contact-requests?pageSize=100');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { email: string }[] };
    return body.data.map((request) => request.email);
  } finally {
    await context.close();
  }
}

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => fakeScheduler(page));

  test('shows the office, the e-mail link and the community links in a new tab', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText('Amsterdam, Netherlands')).toBeVisible();
    await expect(main.getByRole('link', { name: 'hello@smarttech.example' })).toHaveAttribute('href', 'mailto:hello@smarttech.example');
    for (const name of [/Discord/, /Slack/]) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(main.locator('#book-meeting').getByRole('heading', { name: 'Prefer to schedule a meeting?' })).toBeVisible();
  });

  test('an empty submit shows the four messages, tied to their fields, and focuses the first', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    for (const message of ['Name must be at least 2 characters', 'Please enter a valid email address', 'Company is required', 'Message must be at least 10 characters']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(form.getByLabel('Message')).toHaveAttribute('placeholder', 'Tell us about your project or challenge...');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

    // Revalidated on change once submitted.
    await form.getByLabel('Name').fill('Jo');
    await expect(form.getByText('Name must be at least 2 characters')).toBeHidden();
    await form.getByLabel('Name').fill('J');
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Name').fill('Jo Valid');
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
  });

  test('a valid submit shows the toast, resets the form and stores the request', async ({ page, browser }) => {
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto('/contact');
    const form = await fill(page, { name: 'Ada Lovelace', email, company: 'Analytical Engines', message: 'We want to cut our cloud bill by a third.' });
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    const toastRegion = page.getByRole('region', { name: /Notifications/ });
    await expect(toastRegion.getByText('Request Submitted')).toBeVisible();
    await expect(toastRegion.getByText("We'll get back to you with a personalized audit within 24 hours.")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(await storedEmails(browser)).toContain(email);
  });

  test('a visitor from a campaign: the lead carries its first touch, the form page, the optional answers and the consent; the booking frame gets the utm keys', async ({ page, browser }) => {
    const email = `campaign-${Date.now()}@example.com`;
    await page.goto('/services/ai-first?utm_source=linkedin&utm_medium=social&utm_campaign=ai-week&gclid=abc123');
    // Kept in the tab's session storage once the page is idle; no cookie is set.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('smarttech.attribution'))).toContain('linkedin');
    expect(await page.context().cookies()).toEqual([]);
    await page.goto('/contact');
    const form = await fill(page, { name: 'Camp Aign', email, company: 'Campaign Co', message: 'We saw your AI week posts and want a readiness review.' });
    await form.getByLabel('Phone').fill('+31 20 555 0199');
    await form.getByLabel('Service of interest').selectOption('ai');
    await form.getByLabel('Industry').selectOption('logistics');
    await expect(form.getByRole('checkbox', { name: /occasional insights/ })).not.toBeChecked();
    await form.getByRole('checkbox', { name: /occasional insights/ }).check();
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Request Submitted')).toBeVisible();

    const context = await browser.newContext();
    try {
      const staff = await context.newPage();
      await signIn(staff);
      const found = (await (await staff.request.get(`/api/admin/contact-requests?q=${encodeURIComponent(email)}`)).json()) as { data: { id: string }[] };
      const lead = (await (await staff.request.get(`/api/admin/contact-requests/${found.data[0]!.id}`)).json()).data;
      expect(lead).toMatchObject({ phone: '+31 20 555 0199', service: 'ai', industry: 'logistics', source: 'linkedin', marketingConsent: { version: expect.any(String) } });
      expect(lead.attribution.first).toMatchObject({ utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'ai-week', gclid: 'abc123', landing_page: '/services/ai-first?utm_source=linkedin&utm_medium=social&utm_campaign=ai-week&gclid=abc123' });
      expect(lead.attribution.page).toBe('/contact');
    } finally {
      await context.close();
    }

    // The frame mounts near the viewport, or on the button.
    await page.locator('#book-meeting').scrollIntoViewIfNeeded();
    await expect(page.locator('iframe')).toHaveAttribute('src', /utm_source=linkedin&utm_medium=social&utm_campaign=ai-week/);
  });

  test('a server failure shows an error toast and keeps what was typed', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await page.goto('/contact');
    const form = await fill(page, { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', message: 'Please review our security pipeline.' });
    // The server action is a POST to the page itself: fail it at the network edge.
    await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Something went wrong')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(form.getByLabel('Message')).toHaveValue('Please review our security pipeline.');
  });
});

test.describe('contact form sent before the page runs', () => {
  // A visitor who presses Send while the page's scripts are still on their way: the browser posts the form itself and
  // the server draws its answer. The answer must stay once the scripts arrive and the page runs.
  test('the confirmation stays once the page runs, and the request is stored once', async ({ page, browser }) => {
    const email = `early-${Date.now()}@example.com`;
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = await fill(page, { name: 'Early Sender', email, company: 'Quick Co', message: 'Sent before the page ran, please call.' });
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Request Submitted' });
    await expect(confirmation).toBeVisible();
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    await expect(confirmation).toBeVisible();
    await page.waitForTimeout(300);
    await expect(confirmation).toBeVisible();
    expect((await storedEmails(browser)).filter((stored) => stored === email)).toHaveLength(1);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid submit posts to the server, shows the confirmation and stores the request', async ({ page, browser }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/contact');
    const form = await fill(page, { name: 'Linus Torvalds', email, company: 'Kernel Co', message: 'Our builds are slow, can you help?' });
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request Submitted' })).toContainText("We'll get back to you with a personalized audit within 24 hours.");
    expect(await storedEmails(browser)).toContain(email);
  });

  test('an invalid submit re-renders with the messages and keeps the values', async ({ page }) => {
    await page.goto('/contact');
    const form = await fill(page, { name: 'A', email: 'someone@example.com', company: 'Acme', message: 'short' });
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('someone@example.com');
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/Name must be at least 2 characters/);
  });

  test('on the home page the form posts to the home page and comes back at the form, with the messages', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact form');
    await expect(form).toHaveAttribute('action', '/#contact');
    await form.getByLabel('Name').fill('A');
    await form.getByRole('button', { name: 'Request Your Free Audit' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact').getByText('Name must be at least 2 characters')).toBeVisible();
  });

  test('the scheduling block offers the booking page itself, not a button that needs JavaScript', async ({ page }) => {
    await page.goto('/contact');
    const block = page.locator('#book-meeting');
    await expect(block.getByRole('button', { name: 'Load the scheduler' })).toHaveCount(0);
    const link = block.getByRole('link', { name: /Open the booking page to pick a time/ });
    await expect(link).toHaveAttribute('href', 'https://scheduling.e2e.test/smarttech/30min');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('scheduling block', () => {
  // A short window keeps the block well below the fold, whatever the form's height.
  test.use({ viewport: { width: 1280, height: 500 } });

  test('mounts the frame near the viewport, with a spinner until it loads', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCHEDULER, async (route) => {
      await gate;
      await route.fulfill({ contentType: 'text/html', body: '<h1>Pick a time</h1>' });
    });
    await page.goto('/contact');
    const block = page.locator('#book-meeting');
    await expect(block.locator('iframe')).toHaveCount(0);
    await block.scrollIntoViewIfNeeded();
    const frame = block.locator('iframe[title="Book a 30-minute tech audit"]');
    await expect(frame).toHaveAttribute('src', 'https://scheduling.e2e.test/smarttech/30min');
    await expect(frame).toHaveAttribute('height', '700');
    await expect(block.getByRole('status').filter({ hasText: 'Loading the scheduler' })).toBeVisible();
    release();
    await expect(block.getByRole('status').filter({ hasText: 'Loading the scheduler' })).toBeHidden();
    await expect(page.frameLocator('#book-meeting iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
    // A frame that fails still fires load, so a way out stays under it.
    const help = block.getByRole('link', { name: /Book on the scheduling site/ });
    await expect(help).toHaveAttribute('href', 'https://scheduling.e2e.test/smarttech/30min');
    await expect(help).toHaveAttribute('target', '_blank');
  });

  test('shows a plain link to the booking page when the frame takes over 10 s', async ({ page }) => {
    await page.clock.install();
    await page.route(SCHEDULER, () => {
      // Never answers.
    });
    await page.goto('/contact');
    const block = page.locator('#book-meeting');
    // Coming near the viewport mounts the frame (a click on its button would race the observer that does the same).
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('status').filter({ hasText: 'Loading the scheduler' })).toBeVisible();
    await page.clock.runFor(10_500);
    const link = block.getByRole('link', { name: /Open the booking page/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://scheduling.e2e.test/smarttech/30min');
  });
});
