// Shared steps of the admin specs: stubbing a list answer, and reading what the public API shows.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/** Answers GET `path` (exactly, not its sub-paths) with `respond`; writes pass through. */
export async function interceptList(page: Page, path: string, respond: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => (route.request().method() === 'GET' ? respond(route) : route.fallback()),
  );
}

/** An empty page of a staff list (`{ data, page, pageSize, total }`). */
export const emptyList = (route: Route) => pageOf(route, []);
/** One page of a staff list holding `items`. */
export const pageOf = (route: Route, items: unknown[]) => route.fulfill({ json: { data: items, page: 1, pageSize: 24, total: items.length } });
export const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"Internal error"}}' });

/** Holds the list request until `release()` is called, so the loading state can be seen. */
export function delayedList() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const respond = async (route: Route) => {
    await gate;
    await route.fallback();
  };
  return { respond, release: () => release() };
}

/**
 * Holds every `method` request to `base` or below it until one of the returned calls: `pass()` sends the held and
 * later requests to the server, `fail()` answers them with a 500. Lets a test see the busy state of a write.
 */
export async function holdWrite(page: Page, method: 'POST' | 'PATCH' | 'DELETE', base: string) {
  let settle: (outcome: 'pass' | 'fail') => void = () => undefined;
  const outcome = new Promise<'pass' | 'fail'>((resolve) => (settle = resolve));
  await page.route(
    (url) => url.pathname === base || url.pathname.startsWith(`${base}/`),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      return (await outcome) === 'pass' ? route.fallback() : serverError(route);
    },
  );
  return { pass: () => settle('pass'), fail: () => settle('fail') };
}

/** A name no other test or seed uses, so parallel workers never see each other's rows. */
export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function publicTestimonialNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/testimonials');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { name: string }[] };
  return body.data.map((item) => item.name);
}

/** The names in the home page's 'Real Results for Real Businesses' section, as a visitor's next request gets it. */
export async function homeResultsText(request: APIRequestContext): Promise<string> {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const start = html.indexOf('id="results-heading"');
  expect(start, 'the home page has the Real Results section').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

/** The toast of a write (one at a time). An open modal dialog hides the rest of the page from the accessibility tree. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('region', { name: /notifications/i, includeHidden: true }).locator('li').filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}
