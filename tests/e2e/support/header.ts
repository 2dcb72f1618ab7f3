import type { Page } from '@playwright/test';

// The public header's menus, as the specs find them: `<details>` elements that answer from the first paint
// (docs/decisions/0031). One place, so a change of the header's markup is one change here.

/** The desktop bar (md and up). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A dropdown of the desktop bar, by its trigger's text ("Services", "Industries"). */
export const dropdown = (page: Page, name: string) => mainNav(page).locator('details').filter({ has: page.locator('summary', { hasText: name }) });
/** The phone menu (below md): its summary is the menu button. */
export const phoneMenu = (page: Page) => page.locator('header details:has(nav[aria-label="Mobile"])');
/** The theme choice. */
export const themeMenu = (page: Page) => page.locator('header details:has(input[name="theme"])');
