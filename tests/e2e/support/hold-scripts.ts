import type { Page } from '@playwright/test';

/**
 * Holds back every framework script and the router payload, whichever way the page asks for them, until the test
 * calls the returned `release`: for as long as it acts (a fixed delay could end before a busy machine's steps do).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) || url.pathname.startsWith('/_flight/'),
    async (route) => {
      await released;
      await route.continue().catch(() => {});
    },
  );
  return release;
}

