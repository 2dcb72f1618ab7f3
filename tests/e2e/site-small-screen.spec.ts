// The chat button covers no card, field, button or link of a phone's page (390 × 844) wherever it is scrolled, nor,
// where it floats (768 px and up), the footer's last lines at the end of a page; and the 404 page says "404" once.
// Geometry, the same in both themes: checked in the dark one. Screenshots go to test-results/small-screen/.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoWithTheme, test, type Theme } from './fixtures';
import { phoneMenu, themeMenu } from './support/header';

const SHOTS = join(process.cwd(), 'test-results', 'small-screen');
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function toTheEnd(page: Page) {
  // The footer renders when near; scroll until the page stops growing.
  await expect
    .poll(async () => page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    }))
    .toBe(true);
  await settle(page);
}

for (const theme of ['dark'] as Theme[]) {
  for (const path of ['/', '/resources', '/careers']) {
    test(`${path} at 768 px, ${theme}: at the end of the page the chat button leaves the footer's last lines free`, async ({ page }) => {
      await page.setViewportSize(TABLET);
      await gotoWithTheme(page, path, theme);
      const chat = page.getByRole('link', { name: 'Chat with us' });
      await expect(chat).toBeVisible();
      const name = path === '/' ? 'home' : path.slice(1);

      // Over a card grid, mid-page: for the eye (the screenshots), the card edges it passes stay readable.
      const card = page.locator('main article').last();
      await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(card).toBeInViewport();
      await settle(page);
      await expect(chat).toBeInViewport();
      await page.screenshot({ path: join(SHOTS, `${name}-${theme}-cards.png`) });

      await toTheEnd(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${theme}-end.png`) });
      const footer = page.getByRole('contentinfo');
      const button = (await chat.boundingBox())!;
      for (const text of ['Smart Tech. Real Outcomes.', /All rights reserved/]) {
        const line = footer.getByText(text);
        await expect(line).toBeInViewport();
        const box = (await line.boundingBox())!;
        expect(overlap(button, box), `the chat button ${JSON.stringify(button)} over "${String(text)}" ${JSON.stringify(box)}`).toBe(false);
      }
      // Still there, and still a 44 px target.
      expect(button.width).toBeGreaterThanOrEqual(44);
      await expect(chat).toBeInViewport();
    });
  }
}

// What a visitor reads or taps in `main`: the cards (the site's cards are drawn with the card or raised shadow,
// section.tsx `cardClasses`; a resource, a job and a testimonial are an article or a figure), and every form field,
// button and link.
const CARDS = ['.shadow-card', '.shadow-raised', 'article', 'figure'];
const TAPPED_OR_READ = [...CARDS, 'input:not([type="hidden"])', 'textarea', 'select', 'button', 'summary', 'a[href]', 'iframe']
  .map((selector) => `main ${selector}`)
  .join(', ');

/**
 * The parts of `main`'s cards, fields, buttons and links a visitor can see now that the chat button's box covers:
 * each box cut to the viewport below the sticky header (which covers what scrolls under it) and to the boxes of the
 * ancestors that clip it (a carousel's track). `cards`: how many cards are in sight, so that a selector that found
 * nothing cannot pass.
 */
async function coveredByChat(page: Page) {
  return page.evaluate(({ selector, cards }) => {
    type Rect = { left: number; top: number; right: number; bottom: number };
    const cut = (a: Rect, b: Rect): Rect => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
    const empty = (r: Rect) => r.right - r.left < 1 || r.bottom - r.top < 1;
    const chats = [...document.querySelectorAll<HTMLElement>('a[aria-label="Chat with us"]')].filter((element) => element.checkVisibility());
    if (chats.length !== 1) return { covered: [`${chats.length} visible chat buttons`], cards: 0 };
    const chat = chats[0]!.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const view: Rect = { left: 0, top: Math.max(0, header?.bottom ?? 0), right: window.innerWidth, bottom: window.innerHeight };
    const covered: string[] = [];
    let inSight = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element === chats[0] || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let seen = cut(element.getBoundingClientRect(), view);
      for (let parent = element.parentElement; parent && !empty(seen); parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') seen = cut(seen, parent.getBoundingClientRect());
      }
      if (empty(seen)) continue;
      if (element.matches(cards)) inSight += 1;
      if (empty(cut(seen, chat))) continue;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      covered.push(`<${element.localName} class="${element.className}"> "${text}" at ${JSON.stringify(seen)}`);
    }
    return { covered: covered.length ? [`the chat button at ${JSON.stringify(chat.toJSON())} covers:`, ...covered] : [], cards: inSight };
  }, { selector: TAPPED_OR_READ, cards: CARDS.join(', ') });
}

for (const theme of ['dark'] as Theme[]) {
  for (const path of ['/', '/services', '/resources', '/careers']) {
    test(`${path} at 390 px, ${theme}: scrolled anywhere, the chat button covers no card, field, button or link`, async ({ page }) => {
      // The home page's scheduler loads as it nears the screen; its host does not exist.
      await page.route('https://scheduling.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Book</title>' }));
      await page.setViewportSize(PHONE);
      await gotoWithTheme(page, path, theme);
      const chat = page.getByRole('link', { name: 'Chat with us' });
      await expect(chat).toHaveAttribute('href', '/contact');
      // A 44 px target (WCAG 2.5.5), wherever it sits.
      const target = (await chat.boundingBox())!;
      expect(target.width).toBeGreaterThanOrEqual(44);
      expect(target.height).toBeGreaterThanOrEqual(44);

      // Down the page by half a screen at a time; bands are laid out as they come near, so the end is where the page
      // stops growing.
      const step = Math.round(PHONE.height / 2);
      let cardsSeen = 0;
      for (let y = 0, end = false; !end; y += step) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await settle(page);
        end = await page.evaluate(() => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
        await expect(chat, `scrolled to ${y}`).toBeInViewport();
        const { covered, cards } = await coveredByChat(page);
        expect(covered, `scrolled to ${y}`).toEqual([]);
        cardsSeen += cards;
      }
      expect(cardsSeen, 'cards in sight on the way down').toBeGreaterThan(0);
    });
  }
}

test('the 404 page says "404" once: in its heading', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.setViewportSize(PHONE);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  const main = await page.getByRole('main').innerText();
  expect(main.match(/404/g), main).toHaveLength(1);
  // Nor read twice by a screen reader: nothing hidden repeats it either.
  const all = await page.getByRole('main').evaluate((element) => element.textContent ?? '');
  expect(all.match(/404/g), all).toHaveLength(1);
  await page.screenshot({ path: join(SHOTS, '404.png') });
});

test('on a phone, the header\'s controls (theme, chat, menu) are 44 px targets', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/privacy-policy');
  const header = page.getByRole('banner');
  const controls = [themeMenu(page).locator('summary'), header.getByRole('link', { name: 'Chat with us' }), phoneMenu(page).locator('summary')];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.width, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});
