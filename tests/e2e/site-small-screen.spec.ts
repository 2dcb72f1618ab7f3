// A phone (390 × 844): the floating chat button covers nothing a visitor cannot scroll out from under it, and the
// 404 page says "404" once. Screenshots go to test-results/small-screen/ to look at.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoWithTheme, test, type Theme } from './fixtures';

const SHOTS = join(process.cwd(), 'test-results', 'small-screen');
const PHONE = { width: 390, height: 844 };
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

for (const theme of ['dark', 'light'] as Theme[]) {
  for (const path of ['/', '/resources', '/careers']) {
    test(`${path} at 390 px, ${theme}: at the end of the page the chat button leaves the footer's last lines free`, async ({ page }) => {
      await page.setViewportSize(PHONE);
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
