import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectToast, unique } from './admin-support';
import { expect, expectNoAxeViolations, gotoWithTheme, test, type Theme } from './fixtures';
import { signIn } from './support/auth';

const googleDocs = readFileSync(join(process.cwd(), 'tests/fixtures/paste/google-docs.html'), 'utf8');
const SHOTS = join(process.cwd(), 'test-results', 'editor-screens');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** The JavaScript files the page has loaded so far that hold ProseMirror (the editor's chunk). */
async function editorScripts(page: Page) {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.endsWith('.js')));
  const bodies = await Promise.all(urls.map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
  return bodies.filter(({ body }) => body.includes('ProseMirror-focused')).map(({ url }) => url);
}

async function openAddDialog(page: Page, checkLazy = false) {
  await page.goto('/admin/resources');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 20_000 });
  // The editor is not part of the admin's first load: its chunk arrives when the dialog shows the field.
  if (checkLazy) expect(await editorScripts(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
  if (checkLazy) expect(await editorScripts(page)).toHaveLength(1);
  return dialog;
}

/**
 * Uses a toolbar tool with the keyboard only: Shift+Tab (or Alt+F10) from the document lands on the toolbar (one tab stop),
 * Home and ArrowRight move between tools, Enter presses the one named `label`.
 */
async function useTool(page: Page, editor: Locator, label: string, reach: 'Shift+Tab' | 'Alt+F10' = 'Shift+Tab') {
  await expect(editor).toBeFocused();
  await page.keyboard.press(reach);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar.locator(':focus')).toHaveCount(1);
  const focused = () => toolbar.locator(':focus').getAttribute('aria-label');
  // Home only when needed: Radix moves focus in a timeout, and one left pending (Home on the tool already focused,
  // which the check below cannot tell from done) fired after Enter had handed focus to the document, and took it back.
  const first = toolbar.locator('button').first();
  if (!(await first.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
  }
  for (let step = 0; step < 30; step += 1) {
    const current = await focused();
    if (current === label) break;
    await page.keyboard.press('ArrowRight');
    // Radix moves focus in a timeout: wait for it, as a person would, before the next key.
    await expect.poll(focused).not.toBe(current);
  }
  await expect(toolbar.locator(':focus')).toHaveAttribute('aria-label', label);
  await page.keyboard.press('Enter');
  // The tool hands focus back to the document in the next frame (TipTap's focus command): keys pressed before that
  // went to the toolbar (End to its last button, then Enter on it), the cause of this test's rare failures.
  await expect(editor).toBeFocused();
}

/**
 * Where the editor's own selection is (ProseMirror's state, which TipTap hangs on its element as `editor`), not the
 * page's: the browser moves its selection at once on End or Tab, and ProseMirror reads it a moment later. A paste
 * goes where ProseMirror's is: a check of the page's selection let a busy run paste the Google Docs table into the
 * table before (6 rows) or over the words of the link.
 */
type Caret = { empty: boolean; block: string; text: string; last: boolean; inside: string[] };
async function caret(editor: Locator): Promise<Caret> {
  return editor.evaluate((root) => {
    type Node = { type: { name: string }; textContent: string; childCount: number };
    type Pos = { depth: number; node: (depth: number) => Node; index: (depth: number) => number };
    const state = (root as unknown as { editor: { state: { doc: Node; selection: { empty: boolean; $from: Pos } } } }).editor.state;
    const { $from, empty } = state.selection;
    const top = $from.depth > 0 ? $from.node(1) : state.doc;
    const inside = Array.from({ length: $from.depth + 1 }, (_, depth) => $from.node(depth).type.name);
    return { empty, block: top.type.name, text: top.textContent, last: $from.index(0) === state.doc.childCount - 1, inside };
  });
}

async function paste(editor: Locator, html: string) {
  await editor.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/html', data);
    transfer.setData('text/plain', 'plain text fallback');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, html);
}

test('write a resource with the toolbar (first by keyboard: Shift+Tab, arrows, Enter), paste from Google Docs, and see the structure on its public page', async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique('Editor Structure');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const dialog = await openAddDialog(page, true);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Written in the rich-text editor.');
  await dialog.getByRole('checkbox', { name: 'Cloud' }).check();

  const editor = dialog.getByRole('textbox', { name: 'Content' });
  const keys = page.keyboard;
  await editor.click();
  await keys.type('Overview');
  await useTool(page, editor, 'Heading 2');
  await expect(dialog.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('h2')).toHaveText('Overview');
  await keys.press('End');
  await keys.press('Enter');
  await keys.type('This is ');
  await useTool(page, editor, 'Bold');
  await keys.type('important');
  await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await useTool(page, editor, 'Bold');
  await keys.type(' work.');
  await expect(editor.locator('p').first()).toHaveText('This is important work.');
  await expect(editor.locator('h2')).toHaveText('Overview');
  await keys.press('Enter');
  // The keyboard path is proven above; the other tools are clicked, as most staff do.
  const tool = (name: string) => dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
  await tool('Bulleted list').click();
  await keys.type('First item');
  await keys.press('Enter');
  await keys.type('Second item');
  await keys.press('Enter');
  await keys.press('Enter');

  // A link on selected words; an address outside the allow-list is refused with a message.
  await keys.type('Read the guide');
  for (let i = 0; i < 'the guide'.length; i += 1) await keys.press('Shift+ArrowLeft');
  await tool('Link').click();
  const linkPanel = page.getByRole('dialog', { name: 'Link' });
  await expect(linkPanel.getByLabel('Address')).toBeFocused();
  await keys.type('javascript:alert(1)');
  await keys.press('Enter');
  await expect(linkPanel.getByText('Use an address starting with https://')).toBeVisible();
  await expect(linkPanel.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await linkPanel.getByLabel('Address').fill('https://example.com/guide');
  await keys.press('Enter');
  await expect(linkPanel).toHaveCount(0);
  await expect(editor).toBeFocused();
  // The link is in the document before the caret moves on: a busy machine can still be applying it, and an Enter
  // with the words still selected would replace them.
  await expect(editor.locator('a[href="https://example.com/guide"]')).toHaveText('the guide');
  await keys.press('End');
  await expect.poll(async () => (await caret(editor)).empty).toBe(true);
  await keys.press('Enter');

  // An image by address, with alt text.
  await tool('Image by address').click();
  const imagePanel = page.getByRole('dialog', { name: 'Image by address' });
  await expect(imagePanel.getByLabel('Image address')).toBeFocused();
  await keys.type('/images/resources/fallback.svg');
  await imagePanel.getByLabel('Alternative text').focus();
  await keys.type('Architecture diagram');
  await keys.press('Enter');
  await expect(editor.locator('img[alt="Architecture diagram"]')).toBeVisible();

  // A 3×3 table with a header row, filled with Tab; then a row more from the table menu.
  await editor.press('Control+End');
  await keys.press('Enter');
  await keys.press('Enter');
  await keys.press('ArrowUp');
  // The table goes between two empty paragraphs, so that the document still ends after it.
  const caretBlock = async () => {
    const { block, text, last } = await caret(editor);
    return `${block}:${text}:${last ? 'last' : 'inner'}`;
  };
  await expect.poll(caretBlock).toBe('paragraph::inner');
  await tool('Table').click();
  await page.getByRole('menuitem', { name: 'Insert table (3×3 with header row)' }).click();
  await expect(editor.locator('table th')).toHaveCount(3);
  // The menu hands focus back to the document as it closes: keys typed before that would go to the menu's button.
  await expect(editor).toBeFocused();
  await expect.poll(async () => (await caret(editor)).inside).toContain('tableHeader');
  for (const cell of ['Phase', 'Weeks', 'Owner', 'Assess', '2', 'Ana']) {
    await keys.type(cell);
    await keys.press('Tab');
  }
  await expect(editor.locator('table tr')).toHaveCount(3);
  await tool('Table').click();
  await page.getByRole('menuitem', { name: 'Add row below' }).click();
  await expect(editor.locator('table tr')).toHaveCount(4);
  // As above: the menu gives the document its focus back as it closes; a key pressed before that is the menu's.
  await expect(editor).toBeFocused();

  // A paste from Google Docs at the end keeps its structure and loses its styling.
  await editor.press('Control+End');
  await expect.poll(caretBlock).toBe('paragraph::last');
  await paste(editor, googleDocs);
  await expect(editor.getByRole('heading', { name: 'Cloud migration checklist' })).toBeVisible();
  await expect(editor.locator('[style*="font-family"], span[style]')).toHaveCount(0);

  // Once (1 run in about 20) the public page lacked the link while the text before and after it was there; these
  // two checks say next time whether the editor or the server lost it.
  await expect(editor.locator('a[href="https://example.com/guide"]')).toHaveText('the guide');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Resource created successfully.');
  const stored = (await (await page.request.get('/api/admin/resources')).json()) as { data: { title: string; content: string }[] };
  expect(stored.data.find((item) => item.title === title)?.content).toContain('href="https://example.com/guide"');

  await page.goto(`/resources/${slug}`);
  const body = page.locator('.resource-content');
  await expect(body.locator('h2', { hasText: 'Overview' })).toBeVisible();
  await expect(body.locator('strong', { hasText: 'important' })).toBeVisible();
  await expect(body.locator('ul > li', { hasText: 'First item' })).toBeVisible();
  await expect(body.locator('ul > li', { hasText: 'Second item' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
  await expect(body.getByRole('link', { name: 'the guide' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(body.locator('img[alt="Architecture diagram"]')).toHaveAttribute('src', '/images/resources/fallback.svg');
  await expect(body.locator('table').first().locator('th')).toHaveText(['Phase', 'Weeks', 'Owner']);
  await expect(body.locator('table').first().locator('tr')).toHaveCount(4);
  // From Google Docs: headings moved under the page title, bold and italic, both lists, the link, the table.
  await expect(body.locator('h2', { hasText: 'Cloud migration checklist' })).toBeVisible();
  await expect(body.locator('h3', { hasText: 'Before you start' })).toBeVisible();
  await expect(body.locator('strong', { hasText: 'three phases' })).toBeVisible();
  await expect(body.locator('em', { hasText: 'owner' })).toBeVisible();
  await expect(body.locator('ol > li', { hasText: 'Move production' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'the migration guide' })).toHaveAttribute('href', /^https:\/\/cloud\.google\.com\//);
  await expect(body.locator('table').nth(1).locator('td', { hasText: 'Assess' })).toBeVisible();
  await expect(body.locator('[style], [class], b')).toHaveCount(0);
});

test('editing a seeded resource and saving without changes keeps its content byte for byte', async ({ page }) => {
  test.slow();
  const before = (await (await page.request.get('/api/admin/resources')).json()) as { data: { id: string; title: string; content: string }[] };
  const seeded = before.data.find((r) => r.title === 'Cloud Cost Optimization Playbook');
  expect(seeded, 'the seeded resource').toBeTruthy();
  await page.goto('/admin/resources');
  await page.getByRole('button', { name: `Edit ${seeded!.title}` }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await expect(editor.locator('p').first()).toContainText('Cloud bills grow quietly.');
  await editor.click();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Success!', 'Resource updated successfully.');
  const after = (await (await page.request.get('/api/admin/resources')).json()) as typeof before;
  expect(after.data.find((r) => r.id === seeded!.id)?.content).toBe(seeded!.content);
});

test('a Notion page link is its own mode: saved bare, shown as the link card, and reopened in that mode', async ({ page }) => {
  const title = unique('Notion Linked');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const url = 'https://www.notion.so/smarttech/Runbook-5e6f7a8b';
  const dialog = await openAddDialog(page);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Lives in Notion.');
  await dialog.getByRole('checkbox', { name: 'AI' }).check();
  await dialog.getByText('Link a Notion page', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Link a Notion page' })).toBeChecked();
  await dialog.getByLabel('Content', { exact: true }).fill('https://example.com/not-notion');
  await expect(dialog.getByText('Enter a Notion page address')).toBeVisible();
  await dialog.getByLabel('Content', { exact: true }).fill(url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Resource created successfully.');
  const list = (await (await page.request.get('/api/admin/resources')).json()) as { data: { slug: string; content: string }[] };
  expect(list.data.find((r) => r.slug === slug)?.content).toBe(url);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(edit.getByRole('radio', { name: 'Link a Notion page' })).toBeChecked();
  await expect(edit.getByLabel('Content', { exact: true })).toHaveValue(url);
  await page.goto(`/resources/${slug}`);
  await expect(page.getByRole('link', { name: /Open the Notion page/ })).toHaveAttribute('href', url);
});

test('the open editor is axe clean in both themes, and looks right at 1280 and 390 px', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoWithTheme(page, '/admin/resources', 'dark');
    const title = 'Cloud Cost Optimization Playbook';
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator(':focus')).toHaveCount(1);
    await dialog.getByRole('textbox', { name: 'Content' }).scrollIntoViewIfNeeded();
    for (const theme of ['dark', 'light'] as Theme[]) {
      await page.evaluate((value) => {
        document.documentElement.classList.remove('light', 'dark');
        document.documentElement.classList.add(value);
      }, theme);
      // Every rule once (dark), colours in light; at 390 px the same colours: a screenshot to look at.
      if (width === 1280) await expectNoAxeViolations(page, { coloursOnly: theme === 'light' });
      await page.screenshot({ path: join(SHOTS, `editor-${theme}-${width}.png`) });
    }
    await dialog.getByRole('button', { name: /^Close( dialog)?$/ }).click();
    await expect(dialog).toHaveCount(0);
  }
});
