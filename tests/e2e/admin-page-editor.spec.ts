// The page editor (docs/decisions/0036), as a marketer uses it: open a page from the staff list, change its heading,
// move a section by keyboard, see the draft saved while visitors still read the published page, fix a field the
// editor refuses, publish, and see the change on the site; then put the page back from its history.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './support/auth';

const publicHeading = async (page: Page) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get('/privacy-policy')).text())?.[1];
/** The published page's section titles, without their numbers (the server's HTML, as the next visitor gets it). */
const publicSectionTitles = async (page: Page) =>
  [...(await (await page.request.get('/privacy-policy')).text()).matchAll(/<h2 id="section-\d+-heading"[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]!.replace(/<!--.*?-->|<[^>]+>/g, '').replace(/^\d+\.\s*/, ''));

test('edit a page: heading, a section moved by keyboard and by dragging, a refused field, a draft visitors do not see, then published', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('All changes published')).toBeVisible();
  const sectionsBefore = await publicSectionTitles(page);
  expect(sectionsBefore.length).toBe(12);

  const heading = page.locator('#field-blocks-0-heading');
  await heading.fill('Privacy at SmartTech');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await expect(page.getByText('Live, with unpublished changes')).toBeVisible();
  expect(await publicHeading(page)).toBe('Privacy Policy');

  // The second section moves up by keyboard; focus stays on the moved section's controls.
  const firstTitle = page.locator('#field-blocks-0-sections-0-title');
  const secondTitle = await page.locator('#field-blocks-0-sections-1-title').inputValue();
  await page.getByRole('button', { name: 'Move Section 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(firstTitle).toHaveValue(secondTitle);
  await expect(page.getByRole('button', { name: 'Move Section 1 down' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Section 2 moved to position 1.' })).toBeAttached();

  // By pointer: the third section dragged by its handle above the first; then back by the arrow keys on its handle.
  const thirdTitle = await page.locator('#field-blocks-0-sections-2-title').inputValue();
  const grip = page.getByRole('button', { name: 'Drag Section 3 to another place, or press the up and down arrow keys' });
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  const target = (await page.locator('#field-blocks-0-sections-0-title').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, target.y - 40, { steps: 8 });
  await page.mouse.up();
  await expect(firstTitle).toHaveValue(thirdTitle);
  await expect(page.getByRole('status').filter({ hasText: 'Section 3 moved to position 1.' })).toBeAttached();
  const movedGrip = page.getByRole('button', { name: 'Drag Section 1 to another place, or press the up and down arrow keys' });
  await expect(movedGrip).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#field-blocks-0-sections-2-title')).toHaveValue(thirdTitle);
  await expect(firstTitle).toHaveValue(secondTitle);

  // A section with text is removed only after a question; cancelling keeps it.
  await page.getByRole('button', { name: 'Remove Section 12' }).click();
  const question = page.getByRole('alertdialog', { name: 'Remove Section 12?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#field-blocks-0-sections-11-title')).toBeVisible();

  // An empty heading is refused on the field, and nothing is saved or published meanwhile.
  await heading.fill('');
  await expect(page.getByText('Not saved: fix the marked fields.')).toBeVisible();
  await expect(page.getByText('Heading is required')).toBeVisible();
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await heading.fill('Privacy at SmartTech');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await publicHeading(page)).toBe('Privacy Policy');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(() => publicHeading(page), { timeout: 5_000 }).toBe('Privacy at SmartTech');
  expect((await publicSectionTitles(page)).slice(0, 2)).toEqual([sectionsBefore[1], sectionsBefore[0]]);

  // Back as it was, from the history under the form: the seeded version restored as the draft (after a question),
  // which visitors do not see until it is published.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/^Version 1 · Site setup · /)).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Current');
  // Compared with the draft in the editor first: what differs, by its place, the rest left out.
  await history.getByRole('button', { name: 'Compare version 1' }).click();
  await expect(history.getByRole('button', { name: 'Compare version 1' })).toHaveAttribute('aria-expanded', 'true');
  const heading1 = history.getByRole('definition').filter({ has: page.locator('del', { hasText: 'Policy' }) });
  await expect(heading1.locator('ins')).toHaveText('at SmartTech');
  await expect(history.getByRole('term').first()).toHaveText('Blocks › 1. Legal document › Heading');
  await expect(history.getByRole('term').filter({ hasText: 'Effective date' })).toHaveCount(0);
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(heading).toHaveValue('Privacy at SmartTech');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  // The toast (its text is also announced through a live region, hence the list item).
  await expect(page.getByRole('region', { name: /notifications/i }).locator('li').filter({ hasText: 'Version 1 is the draft now.' })).toBeVisible();
  await expect(heading).toHaveValue('Privacy Policy');
  await expect(page.locator('#field-blocks-0-sections-0-title')).toHaveValue(sectionsBefore[0]!);
  await expect(page.getByText('Live, with unpublished changes')).toBeVisible();
  expect(await publicHeading(page)).toBe('Privacy at SmartTech');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(() => publicHeading(page), { timeout: 5_000 }).toBe('Privacy Policy');
  expect(await publicSectionTitles(page)).toEqual(sectionsBefore);
});

/** The first solution card of a published industry page, as the next visitor gets it: its title and its icon's drawing. */
async function firstSolution(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const card = /<section[^>]*id="solutions"[\s\S]*?<li[^>]*>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
  return { title: /<h3[^>]*>([^<]*)<\/h3>/.exec(card)?.[1], icon: /<svg[\s\S]*?<\/svg>/.exec(card)?.[0] ?? '' };
}

test('an industry page’s solution card: its icon chosen from the list, its title and an anchor refused when taken, then published', async ({ page }) => {
  test.slow();
  await signIn(page);
  const path = '/industries/logistics';
  const before = await firstSolution(page, path);
  expect(before.title).toBe('Route optimisation');
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit Logistics Solutions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logistics Solutions' })).toBeVisible();

  const icon = page.locator('#field-blocks-1-cards-0-icon');
  await expect(icon).toHaveValue('route');
  await icon.selectOption({ label: 'Lock' });
  await page.locator('#field-blocks-1-cards-0-title').fill('Route planning');
  // The cards' anchor is the solutions list's address (#solutions): the hero already has "top", so it is refused.
  const anchor = page.locator('#field-blocks-1-anchor');
  await anchor.fill('top');
  await expect(page.getByText('Not saved: fix the marked fields.')).toBeVisible();
  await expect(page.getByText('Another block of this page already has the anchor "top"')).toBeVisible();
  await anchor.fill('solutions');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await firstSolution(page, path)).toEqual(before);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(async () => (await firstSolution(page, path)).title, { timeout: 5_000 }).toBe('Route planning');
  const after = await firstSolution(page, path);
  expect(after.icon).not.toBe(before.icon);
  expect(after.icon).toContain('M7 11V7a5 5 0 0 1 10 0v4');

  // Put back for the other specs: the seeded version restored and published.
  const pages = (await (await page.request.get('/api/admin/pages')).json()) as { data: Array<{ id: string; path: string }> };
  const { id } = pages.data.find((item) => item.path === path)!;
  const versions = (await (await page.request.get(`/api/admin/pages/${id}/versions`)).json()) as { data: Array<{ id: string; author: string }> };
  const seeded = versions.data.find((version) => version.author === 'Site setup')!;
  expect((await page.request.post(`/api/admin/pages/${id}/versions/${seeded.id}/restore`)).status()).toBe(200);
  expect((await page.request.post(`/api/admin/pages/${id}/publish`)).status()).toBe(200);
  await expect.poll(() => firstSolution(page, path), { timeout: 5_000 }).toEqual(before);
});

test('the page list and the editor are axe clean in both themes, and the editor fits a phone', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/admin/pages');
  await expect(page.getByRole('link', { name: 'Edit Terms of Service' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit Terms of Service' }).click();
  await expect(page.locator('#field-blocks-0-heading')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    document.documentElement.classList.replace('dark', 'light');
    document.documentElement.style.colorScheme = 'light';
  });
  await expectNoAxeViolations(page, { coloursOnly: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#field-blocks-0-heading')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// The marketer's first task: the home page's headline, changed in its editor with the phone preview beside it,
// published to `/`, then put back from the history. The page visitors read changes only on publishing.
test('the home headline: edited with the preview on a phone, published, then put back from the history', async ({ page }) => {
  test.slow();
  const homeHeading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get('/')).text())?.[1];
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit AI-Native IT Consultancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Native IT Consultancy' })).toBeVisible();
  await page.getByRole('button', { name: 'Phone' }).click();
  const frame = page.frameLocator('iframe[title="Preview of the draft at 360 pixels wide"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('AI-Native. Secure by Design. Built for Business Impact.');

  // Shown, not usable: a form sent from the preview would make a real lead.
  await expect(frame.locator('form').first()).toHaveAttribute('inert', '');
  const heading = page.locator('#field-blocks-0-heading');
  await heading.fill('Smart Tech. Real Outcomes. Measured Weekly.');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Smart Tech. Real Outcomes. Measured Weekly.');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  expect(await homeHeading()).toBe('AI-Native. Secure by Design. Built for Business Impact.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(homeHeading, { timeout: 5_000 }).toBe('Smart Tech. Real Outcomes. Measured Weekly.');

  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('alertdialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(heading).toHaveValue('AI-Native. Secure by Design. Built for Business Impact.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('All changes published')).toBeVisible();
  await expect.poll(homeHeading, { timeout: 5_000 }).toBe('AI-Native. Secure by Design. Built for Business Impact.');
});

test('a block just added waits for staff to type before its empty fields are marked; Publish marks them at once', async ({ page }) => {
  test.slow();
  await signIn(page);
  const made = await page.request.post('/api/admin/pages', { data: { title: 'Fresh block check', path: `/fresh-block-${Date.now().toString(36)}`, seo: { title: null, description: 'A page the new-block test builds.' } } });
  expect(made.status()).toBe(201);
  const { data } = (await made.json()) as { data: { id: string; blocks: unknown[] } };
  const at = data.blocks.length;
  await page.goto(`/admin/pages/${data.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh block check' })).toBeVisible();

  // A call to action added: four required fields, empty, and none marked; the bar says what the draft waits for.
  await page.getByLabel('Block type').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const newHeading = page.locator(`#field-blocks-${at}-heading`);
  await expect(newHeading).toBeVisible();
  await expect(page.getByText('Not saved yet: fill in what you added, and the draft saves itself.')).toBeVisible();
  await expect(page.getByText('Text is required')).toHaveCount(0);
  await expect(newHeading).not.toHaveAttribute('aria-invalid', 'true');

  // Once staff type in it, what is still missing in it is marked.
  await newHeading.fill('Ready when you are');
  await expect(page.getByText('Not saved: fix the marked fields.')).toBeVisible();
  await expect(page.getByText('Text is required')).toBeVisible();
  await expect(page.locator(`#field-blocks-${at}-body`)).toHaveAttribute('aria-invalid', 'true');
  await page.locator(`#field-blocks-${at}-body`).fill('A free audit, a plan within the week.');
  await page.locator(`#field-blocks-${at}-button`).fill('Book the audit');
  await page.locator(`#field-blocks-${at}-href`).fill('/contact');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();

  // Another one added and Publish pressed straight away: its empty fields are marked, nothing is published.
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByText('Not saved yet: fill in what you added, and the draft saves itself.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator(`#field-blocks-${at + 1}-heading`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Not saved: fix the marked fields.')).toBeVisible();
  // Removed (it holds nothing, so without a question): the draft saves again.
  await page.getByRole('button', { name: `Remove Block ${at + 2}` }).click();
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  const stored = (await (await page.request.get(`/api/admin/pages/${data.id}`)).json()) as { data: { status: string; blocks: Array<{ type: string; heading?: string }> } };
  expect(stored.data.blocks.at(-1)).toMatchObject({ type: 'cta', heading: 'Ready when you are' });
  expect(stored.data.blocks).toHaveLength(at + 1);
  expect(stored.data.status).toBe('draft');

  // Published, then a block added and moved up at once: no field is marked meanwhile, not even the block that took
  // its place while the last check still named the old places (the page's own record of every mark that appears).
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: visitors see it now.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByText('Not saved yet: fill in what you added, and the draft saves itself.')).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { marksSeen: string[] }).marksSeen = seen;
    const note = () => document.querySelectorAll('[aria-invalid="true"]').forEach((field) => seen.push(field.id));
    new MutationObserver(note).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'], childList: true });
  });
  await page.getByRole('button', { name: `Move Block ${at + 2} up` }).click();
  await expect(page.locator(`#field-blocks-${at}-heading`)).toHaveValue('');
  await expect(page.getByText('Not saved yet: fill in what you added, and the draft saves itself.')).toBeVisible();
  await page.waitForTimeout(1_200);
  expect(await page.evaluate(() => (window as unknown as { marksSeen: string[] }).marksSeen)).toEqual([]);
  // On a published page Publish stays pressable while the draft waits, and pressing it marks the new block.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator(`#field-blocks-${at}-heading`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#field-blocks-${at + 1}-heading`)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: `Remove Block ${at + 1}` }).click();
  await expect.poll(async () => ((await (await page.request.get(`/api/admin/pages/${data.id}`)).json()) as { data: { blocks: unknown[] } }).data.blocks.length).toBe(at + 1);
});
