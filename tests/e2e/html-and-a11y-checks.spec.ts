// The W3C Nu HTML Checker and pa11y (HTML_CodeSniffer, WCAG2AA) on every public page, the 404 page and every staff
// screen of the production build: zero errors (docs/decisions/0034). One Java start and one browser for all pages.
import type { APIRequestContext } from '@playwright/test';
import { resourceViewParams } from '../../src/lib/resource-filter-views';
import { RESOURCES_PATH, resourcePath } from '../../src/lib/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './support/auth';
import { nuErrors, pa11yErrors, type NuDocument, type Pa11yTarget } from './support/conformance';

const NOT_FOUND = '/this-page-does-not-exist';
const SIGN_IN = '/admin/login';

/**
 * Every page the sitemap lists (but its resource pages), every published resource's page as the public API lists
 * them, the 404 page, and each filtered view of /resources apart (`views`).
 */
async function publicPaths(request: APIRequestContext): Promise<{ pages: string[]; views: string[] }> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).filter((path) => !path.startsWith(resourcePath('')));
  const { data } = (await (await request.get('/api/resources')).json()) as { data: { slug: string }[] };
  expect(data.length, 'published resources').toBeGreaterThan(0);
  // Each prerendered view (RESOURCE_VIEWS_PATH) at the address visitors use, which next.config.ts rewrites to it.
  const views = resourceViewParams()
    .map((view) => new URLSearchParams(Object.entries(view).filter(([, value]) => value !== 'all')).toString())
    .filter((query) => query !== '')
    .map((query) => `${RESOURCES_PATH}?${query}`);
  return { pages: [...listed, ...data.map(({ slug }) => resourcePath(slug)), NOT_FOUND], views };
}

/**
 * The filtered views pa11y renders: one by category, one by type, one by both. The 31 views are one template with
 * other cards; the Nu checker still reads every one of them as served.
 */
const renderedViews = (views: string[]) => [views.find((view) => !view.includes('type=')), views.find((view) => !view.includes('category=')), views.find((view) => view.includes('category=') && view.includes('type='))].filter((view) => view !== undefined);

/** Every staff screen, a lead's page and a page's editor among them (a lead is sent through the public API first). */
async function staffPaths(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const sent = await request.post('/api/contact', {
    headers: { Origin: baseURL },
    data: { name: 'Conformance Check', email: 'checks@example.com', company: 'Checks BV', message: 'A lead for the HTML and accessibility checks.' },
  });
  expect(sent.status()).toBe(201);
  const { data } = (await sent.json()) as { data: { id: string } };
  const pages = (await (await request.get('/api/admin/pages')).json()) as { data: Array<{ id: string }> };
  const kit = ['/admin/pages', `/admin/pages/${pages.data[0]!.id}`];
  return ['/admin', '/admin/testimonials', '/admin/resources', '/admin/contact', `/admin/contact/${data.id}`, '/admin/applications', '/admin/media', '/admin/redirects', '/admin/privacy', '/admin/users', '/admin/account', '/admin/audit', '/admin/analytics', ...kit];
}

/** An invitation's page, as the invited person opens it (no mail server here: the API hands the link over). */
async function invitationPath(request: APIRequestContext, baseURL: string): Promise<string> {
  const invited = await request.post('/api/admin/users/invitations', { headers: { Origin: baseURL }, data: { email: `checks-${Date.now().toString(36)}@example.com`, role: 'editor' } });
  expect(invited.status()).toBe(201);
  return new URL(((await invited.json()) as { data: { link: string } }).data.link).pathname;
}

test('the Nu HTML Checker and pa11y find no errors on any public page, the 404 page or any staff screen', async ({ page, request, baseURL }) => {
  // About 50 pages through pa11y, then one Nu run over those as rendered and every page as served (about 130).
  test.setTimeout(240_000);
  await signIn(page);
  const staffCookies = await page.context().cookies();
  const staff = await staffPaths(page.request, baseURL!);
  const visitor = await publicPaths(request);
  const signedOut = (path: string): Pa11yTarget => ({ path, signedIn: false });
  const targets: Pa11yTarget[] = [...[...visitor.pages, ...renderedViews(visitor.views)].map(signedOut), signedOut(SIGN_IN), signedOut('/admin/login/forgot'), signedOut(await invitationPath(page.request, baseURL!)), ...staff.map((path) => ({ path, signedIn: true }))];

  // The HTML as served: public pages without cookies (`request`), staff screens with the session (`page.request`).
  const documents: NuDocument[] = [];
  const rendered = new Set(targets.map(({ path }) => path));
  for (const { path, signedIn } of [...targets, ...visitor.views.filter((view) => !rendered.has(view)).map(signedOut)]) {
    const response = await (signedIn ? page.request : request).get(path);
    expect(response.status(), path).toBe(path === NOT_FOUND ? 404 : 200);
    const served = new URL(response.url());
    expect(`${served.pathname}${served.search}`, `${path} was not redirected`).toBe(path);
    documents.push({ name: `${path} (served)`, html: await response.text() });
  }

  const started = Date.now();
  const a11y = await pa11yErrors(baseURL!, targets, staffCookies, (rendered) => documents.push(rendered));
  const pa11ySeconds = (Date.now() - started) / 1000;
  // One document with a known error in the same run: the checker must report it, so a checker that reports nothing
  // at all (a broken start, a flag that silences it) fails here rather than passing every page.
  const canary = 'canary: the same id twice, on purpose';
  documents.push({ name: canary, html: '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><p id="twice"></p><p id="twice"></p></body></html>' });
  const reported = await nuErrors(documents);
  expect(reported.filter((line) => line.startsWith(`${canary}:`)), 'the Nu checker reports the canary\'s duplicate id').toEqual([expect.stringContaining('Duplicate ID')]);
  const html = reported.filter((line) => !line.startsWith(`${canary}:`));
  test.info().annotations.push({ type: 'timing', description: `pa11y: ${targets.length} pages in ${pa11ySeconds.toFixed(1)} s; Nu: ${documents.length} documents in ${((Date.now() - started) / 1000 - pa11ySeconds).toFixed(1)} s` });

  expect.soft(html, 'W3C Nu HTML Checker errors').toEqual([]);
  expect(a11y, 'pa11y (HTML_CodeSniffer, WCAG2AA) errors').toEqual([]);
});

test('axe, as every page check runs it, reports a faint text and an image without alternative text', async ({ page }) => {
  // The canary of expectNoAxeViolations: every rule, the colours-only pass of the second theme, and one part alone.
  await page.setContent('<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><main><p style="color:#777;background:#888">Faint words</p><img src="data:,"></main></body></html>');
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast[\s\S]*image-alt|image-alt[\s\S]*color-contrast/);
  await expect(expectNoAxeViolations(page, { coloursOnly: true })).rejects.toThrow(/color-contrast/);
  await expect(expectNoAxeViolations(page, { within: 'main img' })).rejects.toThrow(/image-alt/);
});
