// The live preview beside the page editor (docs/decisions/0036, section 10), as a marketer uses it: the draft as
// visitors will see it, updated as they type and before anything is saved, at a phone's, a tablet's and a desktop's
// width, in either theme; a half-filled block is named in the preview, not a broken page; links stay in the preview.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './support/auth';

/** A page of its own for each test (its starter: a heading and the call to action), so no other spec sees it. */
async function newPage(page: Page, slug: string) {
  const response = await page.request.post('/api/admin/pages', {
    data: { title: `Preview ${slug}`, path: `/preview-check-${slug}`, seo: { title: null, description: 'A page the preview test builds.' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('the preview follows the typing, before saving, at three widths and in both themes', async ({ page, allowConsoleErrors }) => {
  test.slow();
  // The refused draft (an empty introduction) is a 400 the browser logs.
  allowConsoleErrors(/400/);
  await signIn(page);
  const id = await newPage(page, 'typing');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/pages/${id}`);
  const frame = page.frameLocator('iframe[title^="Preview of the draft"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Preview typing');
  await expectNoAxeViolations(page);

  // Typed text reaches the frame; what is refused for saving still shows, as a box naming the block.
  const heading = page.locator('#field-blocks-0-heading');
  await heading.fill('Cloud costs, cut in half');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Cloud costs, cut in half');
  await page.locator('#field-blocks-0-intro').fill('');
  await expect(page.getByText('Not saved: fix the marked fields.')).toBeVisible();
  await expect(frame.locator('[data-preview-problem]')).toContainText('Block 1, Page heading: Introduction is required');
  const stored = (await (await page.request.get(`/api/admin/pages/${id}`)).json()) as { data: { blocks: Array<{ intro: string }> } };
  expect(stored.data.blocks[0]!.intro).toBe('A page the preview test builds.');
  await page.locator('#field-blocks-0-intro').fill('Half the bill, none of the outages.');
  await expect(frame.getByText('Half the bill, none of the outages.')).toBeVisible();

  // A block just added shows where it will appear, calmly, as the editor's fields stay unmarked; typed in, it says
  // what it still lacks, and filled in, it is drawn.
  await page.getByLabel('Block type').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(frame.getByText('Block 3, Call to action: being filled in. It shows here once it is complete.')).toBeVisible();
  await expect(frame.locator('[data-preview-problem]')).toHaveCount(0);
  await page.locator('#field-blocks-2-heading').fill('Ready when you are');
  await expect(frame.locator('[data-preview-problem]')).toContainText('Block 3, Call to action:');
  await page.locator('#field-blocks-2-body').fill('A free audit, a plan within the week.');
  await page.locator('#field-blocks-2-button').fill('Book the audit');
  await page.locator('#field-blocks-2-href').fill('/contact');
  await expect(frame.getByRole('heading', { name: 'Ready when you are' })).toBeVisible();
  await expect(frame.locator('[data-preview-problem]')).toHaveCount(0);

  // Widths are the frame's own CSS pixels; the theme is the frame's alone (the staff area keeps its own).
  const frameWidth = () => frame.locator('html').evaluate(() => window.innerWidth);
  expect(await frameWidth()).toBe(1440);
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="Preview of the draft at 360 pixels wide"]')).toBeVisible();
  await expect.poll(frameWidth).toBe(360);
  await page.getByRole('button', { name: 'Tablet' }).click();
  await expect.poll(frameWidth).toBe(768);
  const staffTheme = await page.locator('html').getAttribute('class');
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await expect(frame.locator('html')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(frame.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.locator('html').getAttribute('class')).toBe(staffTheme);

  // A link of the page does not take the preview away from the draft.
  await frame.getByRole('link', { name: 'Book a Free Tech Audit' }).last().click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Cloud costs, cut in half');

  await page.request.delete(`/api/admin/pages/${id}`);
});

test('on a phone the preview waits behind a button, then shows the draft at the phone width', async ({ page }) => {
  await signIn(page);
  const id = await newPage(page, 'phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/pages/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview phone' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show preview' }).click();
  const frame = page.frameLocator('iframe[title^="Preview of the draft"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Preview phone');
  await page.getByRole('button', { name: 'Phone' }).click();
  await page.locator('#field-blocks-0-heading').fill('Phone preview');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Phone preview');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Hide preview' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.request.delete(`/api/admin/pages/${id}`);
});

test('the preview is staff only, framed by the site alone; every other page is framed by nothing', async ({ page, request }) => {
  const signedOut = await request.get('/admin/preview/pages/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toContain('/admin/login');

  await signIn(page);
  const id = await newPage(page, 'headers');
  const preview = await page.request.get(`/admin/preview/pages/${id}`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(await preview.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  const editor = await page.request.get(`/admin/pages/${id}`);
  expect(editor.headers()['x-frame-options']).toBe('DENY');
  expect(editor.headers()['content-security-policy']).toMatch(/frame-src 'self' /);
  expect(editor.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const home = await request.get('/');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['content-security-policy']).not.toContain("frame-src 'self'");
  expect((await page.request.get('/admin/preview/pages/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  await page.request.delete(`/api/admin/pages/${id}`);
});

// The checks before publishing (docs/decisions/0036, section 9), in the editor: listed as staff type, and a
// publication they refuse names the block, on the field and in the message; the page stays unpublished.
test('a link to no page is listed before publishing and refuses the publication, naming the block', async ({ page, request, allowConsoleErrors }) => {
  allowConsoleErrors(/400/);
  await signIn(page);
  const id = await newPage(page, 'checks');
  await page.goto(`/admin/pages/${id}`);
  const checks = page.getByRole('region', { name: 'Before publishing' });
  await expect(page.getByRole('heading', { level: 1, name: 'Preview checks' })).toBeVisible();
  await expect(checks).toHaveCount(0);
  await page.locator('#field-blocks-1-href').fill('/no-such-page');
  await expect(checks).toContainText('Fix this to publish:');
  await expect(checks).toContainText('Block 2, Call to action: Button goes to /no-such-page: there is no page at this address.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Not published: Block 2, Call to action: Button goes to /no-such-page: there is no page at this address.').first()).toBeVisible();
  await expect(page.locator('#field-blocks-1-href')).toHaveAttribute('aria-invalid', 'true');
  expect((await request.get('/preview-check-checks')).status()).toBe(404);

  // The problem in the list is a button to its field.
  await page.locator('#field-blocks-0-heading').focus();
  await checks.getByRole('button', { name: /Block 2, Call to action/ }).click();
  await expect(page.locator('#field-blocks-1-href')).toBeFocused();
  await page.locator('#field-blocks-1-href').fill('/contact');
  await expect(checks).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  expect((await request.get('/preview-check-checks')).status()).toBe(200);
  await page.request.delete(`/api/admin/pages/${id}`);
});
