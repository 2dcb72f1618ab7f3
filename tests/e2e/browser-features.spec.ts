import { readdirSync, readFileSync } from 'node:fs';
import { disabledFeaturesSwitch } from '../../scripts/chromium-features.mjs';
import { expect, test } from './fixtures';

// The test browser's features (scripts/chromium-features.mjs): Chromium reads only the last --disable-features, so
// ours must carry Playwright's own list whole, and the address bar's popup pages must not load for each context.

/** The command line of a test browser Playwright started (its browser process, not a renderer), from /proc. */
function testBrowserArgs(): string[] | undefined {
  const commandLines = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        return [];
      }
    });
  return commandLines.find((args) => args.includes('--remote-debugging-pipe') && !args.some((arg) => arg.startsWith('--type=')) && args.includes(disabledFeaturesSwitch));
}

test('the test browser keeps Playwright’s disabled features and loads no address-bar popup per context', async ({ browser, page }) => {
  const args = testBrowserArgs();
  expect(args, 'a browser started with our --disable-features').toBeDefined();
  const lists = args!.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(lists.length, 'Playwright’s switch and ours').toBeGreaterThanOrEqual(2);
  const [playwrights, effective] = [lists[0]!, lists.at(-1)!];
  expect(playwrights.filter((feature) => !effective.includes(feature)), 'Playwright’s disabled features missing from ours (scripts/chromium-features.mjs)').toEqual([]);

  await page.setContent('<main><h1>A context of its own</h1></main>');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup')).map((target) => target.url)).toEqual([]);
  await cdp.detach();
});
