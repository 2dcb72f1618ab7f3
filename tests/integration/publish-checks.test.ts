import { beforeEach, describe, expect, it, vi } from 'vitest';
import { globalRoutes, kindRoutes } from '@/kit/server/kind-routes';
import { pages } from '@/kinds/pages/definition';
import { documentKinds, kinds } from '@/kinds/registry';
import { publishDueBatches } from '@/kit/server/document-batch';
import { kindParts } from '@/kit/server/kind-api';
import { getDb } from '@/server/db';
import { auditEntries } from './support/audit';
import { getPublishedPage } from '@/server/queries/public';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// The checks before publishing (docs/decisions/0036, section 9) through the kit's API: listed with every working copy
// as `checks`, and an error refuses the publication (now or at a time) with a 400 naming the block; nothing goes live.
const routes = kindRoutes([pages]);
const globals = globalRoutes(kinds);
type Problem = { path: string; message: string; level: 'error' | 'warning' };
type Copy = { id: string; path: string; blocks: Array<Record<string, unknown> & { type: string }>; seo: { title: string | null; description: string }; checks: Problem[] };
const list = async () => (await json(await routes.collection.GET(apiRequest('/api/admin/pages'), params({ kind: 'pages' })))).data as Array<{ id: string; path: string }>;
const read = async (id: string) => (await json(await routes.item.GET(apiRequest(`/api/admin/pages/${id}`), params({ kind: 'pages', id })))).data as Copy;
const patch = (id: string, body: object) => routes.item.PATCH(apiRequest(`/api/admin/pages/${id}`, { method: 'PATCH', body }), params({ kind: 'pages', id }));
const publish = (id: string, body?: object) => routes.publish.POST(apiRequest(`/api/admin/pages/${id}/publish`, { method: 'POST', body }), params({ kind: 'pages', id }));

describe.each(engines)('checks before publishing on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('every seeded page, the navigation and the footer pass: no error, no warning', async () => {
    for (const { id, path } of await list()) expect((await read(id)).checks, `${path}: ${JSON.stringify((await read(id)).checks)}`).toEqual([]);
    for (const key of ['navigation', 'footer']) {
      const data = (await json(await globals.item.GET(apiRequest(`/api/admin/globals/${key}`), params({ key })))).data as { checks: Problem[] };
      expect(data.checks, `${key}: ${JSON.stringify(data.checks)}`).toEqual([]);
    }
  });

  it('a link to no page, a heading out of place: errors that name the block and refuse publishing, now or later', async () => {
    const { id } = (await list()).find((page) => page.path === '/industries/fintech')!;
    const page = await read(id);
    const [hero, cards, caseStudy, cta] = page.blocks as unknown as [object, object, object, object];
    // The hero moved below the cards, and the call to action points at an address nothing serves.
    const saved = await patch(id, { blocks: [cards, hero, caseStudy, { ...cta, href: '/contactt#book-meeting' }] });
    expect(saved.status).toBe(200);
    const checks = ((await json(saved)).data as Copy).checks;
    expect(checks).toEqual(
      expect.arrayContaining([
        { path: 'blocks.0', level: 'error', message: 'Block 1, Icon cards: the page must open with its main heading (h1): put a Page heading, Home heading or Legal document block first.' },
        { path: 'blocks.1', level: 'error', message: 'Block 2, Page heading: a page has one main heading (h1), and this is a second one.' },
        { path: 'blocks.3.href', level: 'error', message: 'Block 4, Call to action: Button goes to /contactt#book-meeting: there is no page at this address.' },
      ]),
    );
    for (const body of [undefined, { publishAt: '2099-01-01T09:00' }]) {
      const refused = await publish(id, body);
      expect(refused.status).toBe(400);
      const answer = (await json(refused)) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(answer.error.code).toBe('publish_blocked');
      expect(answer.error.message).toMatch(/^Not published: Block 1, Icon cards: the page must open/);
      expect(answer.error.fields['blocks.3.href']).toContain('there is no page at this address');
    }
    expect((await getPublishedPage('/industries/fintech'))?.blocks[0]?.type).toBe('hero');
    expect((await read(id)).blocks[0]?.type).toBe('iconCards');

    // Put right, it publishes.
    expect((await patch(id, { blocks: [hero, cards, caseStudy, { ...cta, href: '/industries/logistics#solutions' }] })).status).toBe(200);
    expect((await read(id)).checks).toEqual([]);
    expect((await publish(id)).status).toBe(200);
  });

  it('warnings do not hold publishing back: a long search title, a missing section, a moved address', async () => {
    const { id } = (await list()).find((page) => page.path === '/industries/healthcare')!;
    const page = await read(id);
    const cta = page.blocks.at(-1)!;
    const longTitle = 'Healthcare IT that passes every audit and still ships each week';
    expect(longTitle.length).toBeGreaterThan(60);
    expect(longTitle.length).toBeLessThanOrEqual(70);
    await patch(id, { seo: { ...page.seo, title: longTitle }, blocks: [...page.blocks.slice(0, -1), { ...cta, href: '/industries/fintech#nowhere' }] });
    const checks = (await read(id)).checks;
    expect(checks).toEqual([
      { path: 'seo.title', level: 'warning', message: `SEO title is ${longTitle.length} characters; search results show about 60.` },
      { path: `blocks.${page.blocks.length - 1}.href`, level: 'warning', message: `Block ${page.blocks.length}, Call to action: Button goes to /industries/fintech#nowhere: the page has no section named #nowhere, so visitors land at its top.` },
    ]);
    expect((await publish(id)).status).toBe(200);

    // A page that moved: a link to its old address is sent on, and says so.
    const { id: logistics } = (await list()).find((entry) => entry.path === '/industries/logistics')!;
    await patch(logistics, { path: '/industries/freight' });
    expect((await publish(logistics)).status).toBe(200);
    await patch(id, { blocks: [...page.blocks.slice(0, -1), { ...cta, href: '/industries/logistics' }] });
    expect((await read(id)).checks).toContainEqual({
      path: `blocks.${page.blocks.length - 1}.href`,
      level: 'warning',
      message: `Block ${page.blocks.length}, Call to action: Button goes to /industries/logistics: this address moved to /industries/freight (visitors are sent on): link there instead.`,
    });
  });

  it('the navigation cannot be published with a link to a page that is not there', async () => {
    const current = (await json(await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { items: Array<Record<string, unknown>> };
    const items = [{ ...current.items[0], href: '/no-such-page' }, ...current.items.slice(1)];
    expect((await globals.item.PATCH(apiRequest('/api/admin/globals/navigation', { method: 'PATCH', body: { items } }), params({ key: 'navigation' }))).status).toBe(200);
    const refused = await globals.publish.POST(apiRequest('/api/admin/globals/navigation/publish', { method: 'POST' }), params({ key: 'navigation' }));
    expect(refused.status).toBe(400);
    expect(((await json(refused)) as { error: { fields: Record<string, string> } }).error.fields['items.0.href']).toMatch(/Goes to \/no-such-page: there is no page at this address\.$/);
  });
});

describe.each(engines)('the home page on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('is the CMS page at /, which neither moves nor goes; blocks with scripts stay on it', async () => {
    const home = (await list()).find((page) => page.path === '/')!;
    const copy = await read(home.id);
    expect(copy.blocks.map((block) => block.type)).toEqual(['homeHero', 'iconCards', 'testimonials', 'results', 'servicesGrid', 'industryCards', 'iconCards', 'insights', 'contact']);
    expect(copy.blocks[0]).toMatchObject({ heading: 'AI-Native. Secure by Design. Built for Business Impact.' });
    expect((await getPublishedPage('/'))?.title).toBe('AI-Native IT Consultancy');

    const moved = await patch(home.id, { path: '/welcome' });
    expect(moved.status).toBe(409);
    expect(((await json(moved)) as { error: { fields: Record<string, string> } }).error.fields.path).toBe('The home page stays at /: move another page instead.');
    const removed = await routes.item.DELETE(apiRequest(`/api/admin/pages/${home.id}`, { method: 'DELETE' }), params({ kind: 'pages', id: home.id }));
    expect(removed.status).toBe(409);

    // Another page cannot take `/`, nor hold the carousel (its route carries no such script).
    const other = (await list()).find((page) => page.path === '/why-choose-us')!;
    expect((await patch(other.id, { path: '/' })).status).toBe(409);
    const carousel = copy.blocks[2]!;
    const refused = await patch(other.id, { blocks: [...(await read(other.id)).blocks, carousel] });
    expect(refused.status).toBe(409);
    const message = ((await json(refused)) as { error: { message: string } }).error.message;
    expect(message).toMatch(/^Block \d+, Testimonials carousel: this block works on the home, contact and resources pages only\.$/);

    // The headline edited and published is the page's.
    expect((await patch(home.id, { blocks: [{ ...copy.blocks[0], heading: 'Smart Tech, Real Outcomes' }, ...copy.blocks.slice(1)] })).status).toBe(200);
    expect((await publish(home.id)).status).toBe(200);
    expect((await getPublishedPage('/'))?.blocks[0]).toMatchObject({ type: 'homeHero', heading: 'Smart Tech, Real Outcomes' });
  });

  it('the contact page is a CMS page at /contact too: it stays, keeps its form, and no page takes its address', async () => {
    const contact = (await list()).find((page) => page.path === '/contact')!;
    const copy = await read(contact.id);
    expect(copy.blocks.map((block) => block.type)).toEqual(['hero', 'contactForm']);
    expect(copy.blocks[1]).toMatchObject({ formHeading: 'Send us a message', details: { heading: 'Other ways to reach us' } });

    const moved = await patch(contact.id, { path: '/reach-us' });
    expect(moved.status).toBe(409);
    expect(((await json(moved)) as { error: { fields: Record<string, string> } }).error.fields.path).toBe('The contact page stays at /contact: move another page instead.');
    expect((await routes.item.DELETE(apiRequest(`/api/admin/pages/${contact.id}`, { method: 'DELETE' }), params({ kind: 'pages', id: contact.id }))).status).toBe(409);
    const other = (await list()).find((page) => page.path === '/why-choose-us')!;
    const taken = await patch(other.id, { path: '/contact' });
    expect(taken.status).toBe(409);
    expect(((await json(taken)) as { error: { fields: Record<string, string> } }).error.fields.path).toBe('/contact is the contact page’s address: choose another.');

    // The form's block is the contact page's (and the home page's) alone; its heading is staff's to change.
    const refused = await patch(other.id, { blocks: [...(await read(other.id)).blocks, copy.blocks[1]] });
    expect(refused.status).toBe(409);
    expect((await patch(contact.id, { blocks: [copy.blocks[0], { ...copy.blocks[1], formHeading: 'Tell us what you need' }] })).status).toBe(200);
    expect((await publish(contact.id)).status).toBe(200);
    expect((await getPublishedPage('/contact'))?.blocks[1]).toMatchObject({ type: 'contactForm', formHeading: 'Tell us what you need' });
  });

  it('the services overview is a CMS page, its grid without a heading of its own', async () => {
    const services = await getPublishedPage('/services');
    expect(services?.blocks.map((block) => block.type)).toEqual(['hero', 'servicesGrid', 'cta']);
    expect(services?.blocks[1]).toMatchObject({ heading: null, cards: expect.arrayContaining([expect.objectContaining({ href: '/services/cloud-smart' })]) });
    expect((services?.blocks[1] as { cards: unknown[] }).cards).toHaveLength(7);
  });
});

describe.each(engines)('one publication of several documents on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });
  const batch = async (body: unknown) => {
    const { POST } = await import('@/app/api/admin/publish/route');
    return POST(apiRequest('/api/admin/publish', { method: 'POST', body: body as object }), params({}));
  };
  const navigationId = async () => ((await json(await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { id: string }).id;

  it('a new page and the menu item that leads to it go live together; alone, the menu item is refused', async () => {
    const created = await routes.collection.POST(apiRequest('/api/admin/pages', { method: 'POST', body: { title: 'Partners', path: '/partners', seo: { title: null, description: 'Who we build with.' } } }), params({ kind: 'pages' }));
    expect(created.status).toBe(201);
    const page = ((await json(created)) as { data: { id: string } }).data;
    const current = (await json(await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { items: Array<Record<string, unknown>> };
    const items = [...current.items, { text: 'Partners', href: '/partners', dropdown: [] }];
    expect((await globals.item.PATCH(apiRequest('/api/admin/globals/navigation', { method: 'PATCH', body: { items } }), params({ key: 'navigation' }))).status).toBe(200);
    const nav = await navigationId();

    // Alone, the menu would lead to a page no visitor can open yet.
    const alone = await batch({ items: [{ kind: 'navigation', id: nav }] });
    expect(alone.status).toBe(400);
    expect(((await json(alone)) as { error: { fields: Record<string, string> } }).error.fields[`items.0.items.${items.length - 1}.href`]).toMatch(/^Navigation: Menu item \d+: Goes to \/partners: there is no page at this address\.$/);
    expect(await getPublishedPage('/partners')).toBeNull();

    const together = await batch({ items: [{ kind: 'pages', id: page.id }, { kind: 'navigation', id: nav }] });
    expect(together.status).toBe(200);
    expect(((await json(together)) as { data: Array<{ status: string }> }).data.map((copy) => copy.status)).toEqual(['published', 'published']);
    expect((await getPublishedPage('/partners'))?.title).toBe('Partners');
    const published = (await json(await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { items: Array<{ href: string }>; status: string };
    expect(published.status).toBe('published');
    expect(published.items.at(-1)?.href).toBe('/partners');
  });

  /** A new page and a menu item leading to it, as drafts: the ids of the page and the navigation. */
  async function pageWithMenuItem(title: string, path: string) {
    const created = await routes.collection.POST(apiRequest('/api/admin/pages', { method: 'POST', body: { title, path, seo: { title: null, description: `About ${title}.` } } }), params({ kind: 'pages' }));
    const page = ((await json(created)) as { data: { id: string } }).data;
    const current = (await json(await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { items: Array<Record<string, unknown>> };
    expect((await globals.item.PATCH(apiRequest('/api/admin/globals/navigation', { method: 'PATCH', body: { items: [...current.items, { text: title, href: path, dropdown: [] }] } }), params({ key: 'navigation' }))).status).toBe(200);
    return { page: page.id, nav: await navigationId() };
  }
  const statusOf = async (kind: 'pages' | 'navigation', id: string) =>
    ((await json(kind === 'pages' ? await routes.item.GET(apiRequest(`/api/admin/pages/${id}`), params({ kind, id })) : await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { status: string; publishAt: string | null; publishBatch: string | null });

  it('a page and its menu item scheduled together go live together at their time; cancelling one cancels both', async () => {
    const { page, nav } = await pageWithMenuItem('Partners', '/partners-later');
    const soon = new Date(Date.now() + 60_000);
    const items = [{ kind: 'pages', id: page }, { kind: 'navigation', id: nav }];
    // A time that has passed is refused, not published at once under a "scheduled".
    const past = await batch({ items, publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect((await json(past)).error.fields).toEqual({ publishAt: 'Choose a time in the future: to publish now, use Publish' });
    expect((await statusOf('pages', page)).status).toBe('draft');
    const scheduled = await batch({ items, publishAt: soon.toISOString() });
    expect(scheduled.status).toBe(200);
    const copies = ((await json(scheduled)) as { data: Array<{ status: string; publishAt: string; publishBatch: string }> }).data;
    expect(copies.map((copy) => copy.status)).toEqual(['scheduled', 'scheduled']);
    expect(copies[0]!.publishBatch).toBeTruthy();
    expect(copies[1]!.publishBatch).toBe(copies[0]!.publishBatch);
    // Not before its time, and not one by one.
    expect(await publishDueBatches(documentKinds, new Date())).toEqual([]);
    expect(await kindParts(pages).publishing!.publishDue(new Date(soon.getTime() + 1000))).toEqual([]);
    expect(await getPublishedPage('/partners-later')).toBeNull();

    // Cancelled on the page: the menu's schedule goes too (alone it would lead nowhere).
    expect((await routes.publish.POST(apiRequest(`/api/admin/pages/${page}/publish`, { method: 'POST', body: { publishAt: null } }), params({ kind: 'pages', id: page }))).status).toBe(200);
    expect(await statusOf('navigation', nav)).toMatchObject({ status: 'draft', publishAt: null, publishBatch: null });

    expect((await batch({ items, publishAt: soon.toISOString() })).status).toBe(200);
    expect(await publishDueBatches(documentKinds, new Date(soon.getTime() + 1000))).toEqual([]);
    resetNextCache();
    expect((await getPublishedPage('/partners-later'))?.title).toBe('Partners');
    expect(await statusOf('pages', page)).toMatchObject({ status: 'published', publishBatch: null });
    const navigation = (await json(await globals.item.GET(apiRequest('/api/admin/globals/navigation'), params({ key: 'navigation' })))).data as { status: string; items: Array<{ href: string }> };
    expect(navigation).toMatchObject({ status: 'published' });
    expect(navigation.items.at(-1)?.href).toBe('/partners-later');
    // The system published both, each with its entry.
    const published = (await auditEntries(await getDb())).filter((entry) => entry.action === 'publish');
    expect(published.slice(-2).map((entry) => [entry.entity, entry.actor.email, entry.changes?.scheduled])).toEqual(expect.arrayContaining([['pages', null, true], ['navigation', null, true]]));
  });

  it('a batch that fails its checks when its time comes is held back whole: nothing goes live, drafts kept', async () => {
    const { page, nav } = await pageWithMenuItem('Alliances', '/alliances-later');
    const soon = new Date(Date.now() + 60_000);
    expect((await batch({ items: [{ kind: 'pages', id: page }, { kind: 'navigation', id: nav }], publishAt: soon.toISOString() })).status).toBe(200);
    // Meanwhile the page is deleted: the menu item left in the batch now leads nowhere.
    expect((await routes.item.DELETE(apiRequest(`/api/admin/pages/${page}`, { method: 'DELETE' }), params({ kind: 'pages', id: page }))).status).toBe(204);
    const held = await publishDueBatches(documentKinds, new Date(soon.getTime() + 1000));
    expect(held).toEqual([{ id: nav, reason: expect.stringMatching(/Goes to \/alliances-later: there is no page at this address/) }]);
    expect(await statusOf('navigation', nav)).toMatchObject({ status: 'draft', publishAt: null, publishBatch: null });
    expect((await auditEntries(await getDb())).at(-1)).toMatchObject({ action: 'unschedule', entity: 'navigation', actor: { id: null, email: null }, changes: { scheduled: true, batch: true } });
  });

  it('refuses a bad request with field messages, an unknown document, and a publication of nothing', async () => {
    expect((await batch({ items: [] })).status).toBe(400);
    const unknownKind = await batch({ items: [{ kind: 'resources', id: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknownKind.status).toBe(400);
    expect(((await json(unknownKind)) as { error: { fields: Record<string, string> } }).error.fields['items.0.kind']).toBe('No kind "resources" is kept as documents');
    expect((await batch({ items: [{ kind: 'pages', id: '00000000-0000-4000-8000-000000000000' }] })).status).toBe(404);
    const { id } = (await list()).find((page) => page.path === '/why-choose-us')!;
    expect((await batch({ items: [{ kind: 'pages', id }] })).status).toBe(409);
  });
});
