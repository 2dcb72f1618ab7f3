import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sitemapEntries as sitemap, sitemapResponse } from '@/server/sitemap';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { kindParts } from '@/kit/server/kind-api';
import { kindRoutes } from '@/kit/server/kind-routes';
import { seedKindsOnce } from '@/kit/server/seed';
import { pages } from '@/kinds/pages/definition';
import { pageSeed } from '@/kinds/pages/seed';
import { kindSeeds } from '@/kinds/registry';
import { getDb } from '@/server/db';
import { startScheduleWatcher } from '@/server/publishing/schedule-watcher';
import { getPublishedPage, getPublishedPages } from '@/server/queries/public';
import { findRedirect, listRedirects } from '@/server/repositories/redirects';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { cacheKeys, resetNextCache, revalidatePath, revalidateTag } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// Pages kept in the CMS (src/kinds/pages): seeded with today's copy, read by address, written through the kit's API.
const routes = kindRoutes([pages]);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
type Summary = { id: string; path: string; title: string; status: string; live: boolean; updatedAt: string };
const list = async () => (await json(await routes.collection.GET(apiRequest('/api/admin/pages'), params({ kind: 'pages' })))).data as Summary[];
const idOf = async (path: string) => (await list()).find((page) => page.path === path)!.id;
const read = (id: string) => routes.item.GET(apiRequest(`/api/admin/pages/${id}`), params({ kind: 'pages', id }));
const patch = (id: string, body: object, headers: Record<string, string> = {}) =>
  routes.item.PATCH(apiRequest(`/api/admin/pages/${id}`, { method: 'PATCH', body, headers }), params({ kind: 'pages', id }));
const publish = (id: string, body?: object, headers: Record<string, string> = {}) =>
  routes.publish.POST(apiRequest(`/api/admin/pages/${id}/publish`, { method: 'POST', body, headers }), params({ kind: 'pages', id }));
const versions = async (id: string) => (await json(await routes.versions.GET(apiRequest(`/api/admin/pages/${id}/versions`), params({ kind: 'pages', id })))).data as Array<{ revision: number; published: boolean; author: string }>;

describe.each(engines)('pages on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('a new database has the seeded pages, with the spec’s texts, once; the list is their summaries', async () => {
    const seeded = await list();
    expect(seeded.map((page) => page.path).sort()).toEqual(Object.keys(pageSeed()).sort());
    expect(seeded.map((page) => page.path)).toEqual(expect.arrayContaining(['/privacy-policy', '/services/cloud-smart', '/industries/logistics', '/why-choose-us']));
    expect(Object.keys(seeded[0]!).sort()).toEqual(['id', 'live', 'path', 'status', 'title', 'updatedAt']);
    expect(seeded[0]).toMatchObject({ status: 'published', live: true });
    const privacy = await getPublishedPage('/privacy-policy');
    expect(privacy).toMatchObject({ title: 'Privacy Policy', blocks: [{ type: 'legal', heading: 'Privacy Policy' }] });
    expect(JSON.stringify(privacy)).toContain('Lodge a complaint with a supervisory authority');
    const fintech = await getPublishedPage('/industries/fintech');
    expect(fintech?.blocks.map((block) => block.type)).toEqual(['hero', 'iconCards', 'caseStudy', 'cta']);
    expect(fintech?.blocks[1]).toMatchObject({ anchor: 'solutions', cards: [{ icon: 'shield-check', title: 'Real-time fraud detection' }, {}, {}, {}] });
    expect(await seedKindsOnce(await getDb(), kindSeeds)).toEqual([]);
    expect(await list()).toHaveLength(seeded.length);
    expect(await versions(seeded[0]!.id)).toMatchObject([{ revision: 1, published: true, author: 'Site setup' }]);
  });

  it('an upgrade: a page added to the seed reaches an existing site; one deleted or whose address is taken is left alone', async () => {
    const db = await getDb();
    const cloud = await idOf('/services/cloud-smart');
    const logistics = await idOf('/industries/logistics');
    // As a site seeded by the first release: its one marker for the kind, the legal pages only.
    await db.deleteFrom('app_meta').where('key', 'like', 'seeded:pages:%').execute();
    await db.insertInto('app_meta').values({ key: 'seeded:pages', value: new Date().toISOString() }).execute();
    await db.deleteFrom('documents').where('id', 'in', [cloud, logistics]).execute();
    await db.updateTable('documents').set({ address: '/why-choose-us-old' }).where('address', '=', '/why-choose-us').execute();
    const before = (await list()).length;

    expect((await seedKindsOnce(db, kindSeeds)).sort()).toEqual(['pages:/industries/logistics', 'pages:/services/cloud-smart', 'pages:/why-choose-us']);
    expect((await list()).length).toBe(before + 3);
    expect(await getPublishedPage('/privacy-policy')).toMatchObject({ title: 'Privacy Policy' });
    // Deleted again: the next start does not bring it back.
    await db.deleteFrom('documents').where('address', '=', '/industries/logistics').execute();
    expect(await seedKindsOnce(db, kindSeeds)).toEqual([]);
    expect(await getPublishedPage('/industries/logistics')).toBeNull();
  });

  it('a save is a draft no visitor sees; publishing makes it public and expires the page; a bad block names its place', async () => {
    const id = await idOf('/privacy-policy');
    const opened = await read(id);
    expect(opened.headers.get('etag')).toBe('"r1"');
    const working = (await json(opened)).data;
    expect(working).toMatchObject({ id, path: '/privacy-policy', title: 'Privacy Policy', status: 'published', revision: 1, seo: { description: expect.any(String) } });
    const block = working.blocks[0] as Record<string, unknown>;

    const bad = await patch(id, { blocks: [{ ...block, heading: '', lastUpdated: '2026-11-31', sections: [] }] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toMatchObject({ 'blocks.0.heading': 'Heading is required', 'blocks.0.lastUpdated': 'Last updated must be a date (YYYY-MM-DD)', 'blocks.0.sections': 'Sections needs at least 1' });
    const unknown = await patch(id, { blocks: [{ type: 'marquee', text: 'Hi' }] });
    expect(unknown.status).toBe(400);
    expect(Object.keys((await json(unknown)).error.fields)[0]).toMatch(/^blocks\.0/);
    const untitled = await patch(id, { title: ' ' });
    expect((await json(untitled)).error.fields).toHaveProperty('title');
    expect((await json(await read(id))).data.revision).toBe(1);

    const saved = await patch(id, { title: 'Our Privacy Policy', blocks: [{ ...block, heading: 'Your Privacy' }] }, { 'If-Match': '"r1"' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"r2"');
    expect((await json(saved)).data).toMatchObject({ title: 'Our Privacy Policy', status: 'draft', live: true, revision: 2 });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await getPublishedPage('/privacy-policy')).toMatchObject({ title: 'Privacy Policy' });
    expect((await list()).find((page) => page.id === id)).toMatchObject({ title: 'Our Privacy Policy', status: 'draft' });

    const published = await publish(id);
    expect(published.status).toBe(200);
    expect((await json(published)).data).toMatchObject({ status: 'published', revision: 3 });
    expect(revalidateTag).toHaveBeenCalledWith(`pages:${id}`, { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/privacy-policy');
    expect(await getPublishedPage('/privacy-policy')).toMatchObject({ title: 'Our Privacy Policy', blocks: [{ heading: 'Your Privacy' }] });
    expect(await versions(id)).toMatchObject([
      { revision: 3, published: true, author: 'Staff' },
      { revision: 2, published: false, author: 'Staff' },
      { revision: 1, published: true, author: 'Site setup' },
    ]);
    const again = await publish(id);
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('nothing_to_publish');
  });

  it('a save over someone else’s is refused (412) naming who saved, and nothing is written', async () => {
    const id = await idOf('/terms-of-service');
    expect((await patch(id, { title: 'Terms, first' }, { 'If-Match': '"r1"' })).status).toBe(200);
    const stale = await patch(id, { title: 'Terms, second' }, { 'If-Match': '"r1"' });
    expect(stale.status).toBe(412);
    expect((await json(stale)).error).toMatchObject({ code: 'edit_conflict', message: expect.stringContaining('Staff') });
    expect((await patch(id, { title: 'Terms, third' }, { 'If-Match': 'W/"something"' })).status).toBe(412);
    expect((await publish(id, undefined, { 'If-Match': '"r1"' })).status).toBe(412);
    expect((await json(await read(id))).data).toMatchObject({ title: 'Terms, first', revision: 2 });
    // Saving the published values back leaves no draft.
    expect((await json(await patch(id, { title: 'Terms of Service' }))).data).toMatchObject({ status: 'published', revision: 3 });
  });

  it('a scheduled publication goes live when its time comes, on whichever instance looks first; cancelling keeps the draft', async () => {
    const id = await idOf('/terms-of-service');
    await patch(id, { title: 'Terms, later' });
    const badTime = await publish(id, { publishAt: 'tomorrow' });
    expect(badTime.status).toBe(400);
    expect((await json(badTime)).error.fields).toHaveProperty('publishAt');
    // A time that has passed would publish at once while staff were told it was scheduled: refused, nothing changes.
    const past = await publish(id, { publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect((await json(past)).error.fields).toEqual({ publishAt: 'Choose a time in the future: to publish now, use Publish' });
    expect(await getPublishedPage('/terms-of-service')).toMatchObject({ title: 'Terms of Service' });
    const soon = new Date(Date.now() + 60_000);
    const scheduled = await publish(id, { publishAt: soon.toISOString() });
    expect((await json(scheduled)).data).toMatchObject({ status: 'scheduled', publishAt: soon.toISOString() });
    expect(revalidateTag).not.toHaveBeenCalled();
    const publishing = kindParts(pages).publishing!;
    expect(await publishing.publishDue(new Date())).toEqual([]);
    expect(await getPublishedPage('/terms-of-service')).toMatchObject({ title: 'Terms of Service' });

    expect((await json(await publish(id, { publishAt: null }))).data).toMatchObject({ status: 'draft', publishAt: null, title: 'Terms, later' });
    await publish(id, { publishAt: soon.toISOString() });
    // Two instances' watchers at the time: the first to look publishes it; each expires it on its own instance.
    const applied: Array<Array<{ kind: string }>> = [[], []];
    const watchers = applied.map((changes) => startScheduleWatcher({ tickMs: 60_000, now: () => new Date(soon.getTime() + 1000), apply: async (change) => changes.push(change) }));
    try {
      for (const watcher of watchers) await watcher.tick();
    } finally {
      for (const watcher of watchers) watcher.stop();
    }
    const expected = { kind: 'pages', tags: ['pages', `pages:${id}`], paths: ['/terms-of-service', '/sitemap.xml'] };
    for (const changes of applied) expect(changes.filter((change) => change.kind === 'pages')).toContainEqual(expected);
    expect(await versions(id)).toMatchObject([{ published: true, author: 'Scheduled publication' }, { published: false }, { published: true, author: 'Site setup' }]);
    resetNextCache();
    expect(await getPublishedPage('/terms-of-service')).toMatchObject({ title: 'Terms, later' });
    expect((await json(await read(id))).data).toMatchObject({ status: 'published', publishedAt: soon.toISOString() });
  });

  it('a scheduled move: at its time the page is at its new address and the old one redirects there', async () => {
    const id = await idOf('/why-choose-us');
    await patch(id, { path: '/why-smarttech' });
    const soon = new Date(Date.now() + 60_000);
    expect((await publish(id, { publishAt: soon.toISOString() })).status).toBe(200);
    const publishing = kindParts(pages).publishing!;
    expect(await publishing.publishDue(new Date())).toEqual([]);
    expect(await getPublishedPage('/why-choose-us')).not.toBeNull();
    expect(await findRedirect('/why-choose-us')).toBeNull();

    expect(await publishing.publishDue(new Date(soon.getTime() + 1000))).toEqual([]);
    resetNextCache();
    expect(await getPublishedPage('/why-smarttech')).toMatchObject({ title: 'Why Choose Us' });
    expect(await getPublishedPage('/why-choose-us')).toBeNull();
    expect(await findRedirect('/why-choose-us')).toBe('/why-smarttech');
    expect((await json(await read(id))).data).toMatchObject({ status: 'published', path: '/why-smarttech' });
  });

  it('a scheduled publication is checked again at its time: a link whose page went meanwhile holds it back, as a draft', async () => {
    const target = await idOf('/terms-of-service');
    const id = await idOf('/privacy-policy');
    const copy = (await json(await read(id))).data as { blocks: Array<Record<string, unknown>> };
    const cta = { type: 'cta', heading: 'Questions about our terms?', body: 'Read them before you sign.', button: 'Read the terms', href: '/terms-of-service', anchor: null };
    expect((await patch(id, { blocks: [...copy.blocks, cta] })).status).toBe(200);
    const soon = new Date(Date.now() + 60_000);
    expect((await publish(id, { publishAt: soon.toISOString() })).status).toBe(200);
    // The page it links to is deleted before the time comes.
    expect((await routes.item.DELETE(apiRequest(`/api/admin/pages/${target}`, { method: 'DELETE' }), params({ kind: 'pages', id: target }))).status).toBe(204);

    const publishing = kindParts(pages).publishing!;
    const held = await publishing.publishDue(new Date(soon.getTime() + 1000));
    expect(held).toEqual([{ id, reason: expect.stringMatching(/\/terms-of-service: there is no page at this address\.$/) }]);
    resetNextCache();
    expect(JSON.stringify(await getPublishedPage('/privacy-policy'))).not.toContain('Questions about our terms?');
    const working = (await json(await read(id))).data;
    expect(working).toMatchObject({ status: 'draft', live: true, publishAt: null });
    expect(working.checks).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'error', message: expect.stringContaining('/terms-of-service') })]));
    // Nothing more happens on the next pass.
    expect(await publishing.publishDue(new Date(soon.getTime() + 2000))).toEqual([]);
  });

  it('a version can be read whole and restored as the draft, a version of its own; the public page waits for publishing', async () => {
    const id = await idOf('/privacy-policy');
    const original = (await json(await read(id))).data;
    await patch(id, { title: 'Privacy, rewritten', seo: { title: null, description: 'Rewritten.' } });
    await publish(id);
    const [, , seeded] = (await json(await routes.versions.GET(apiRequest(`/api/admin/pages/${id}/versions`), params({ kind: 'pages', id })))).data as Array<{ id: string; author: string }>;
    expect(seeded).toMatchObject({ author: 'Site setup' });
    const versionParams = (versionId: string) => params({ kind: 'pages', id, versionId });
    const shown = await json(await routes.version.GET(apiRequest(`/api/admin/pages/${id}/versions/${seeded!.id}`), versionParams(seeded!.id)));
    expect(shown.data).toMatchObject({ author: 'Site setup', published: true, addressChange: null, values: { title: 'Privacy Policy', seo: original.seo, blocks: original.blocks } });
    expect((await routes.version.GET(apiRequest(`/api/admin/pages/${id}/versions/${UNKNOWN}`), versionParams(UNKNOWN))).status).toBe(404);

    const restored = await routes.restore.POST(apiRequest(`/api/admin/pages/${id}/versions/${seeded!.id}/restore`, { method: 'POST' }), versionParams(seeded!.id));
    expect(restored.status).toBe(200);
    expect((await json(restored)).data).toMatchObject({ title: 'Privacy Policy', status: 'draft', seo: original.seo });
    expect(await getPublishedPage('/privacy-policy')).toMatchObject({ title: 'Privacy, rewritten' });
    expect((await versions(id))[0]).toMatchObject({ published: false, author: 'Staff' });
    await publish(id);
    expect((await json(await read(id))).data).toMatchObject({ title: 'Privacy Policy', status: 'published' });
  });

  it('staff add a page, move it (the old address answers 308 to the new) and delete it; each step expires its addresses', async () => {
    const { seo, blocks } = (await json(await read(await idOf('/privacy-policy')))).data;
    const create = (path: string) => routes.collection.POST(apiRequest('/api/admin/pages', { method: 'POST', body: { title: 'Partners', path, seo, blocks } }), params({ kind: 'pages' }));
    const created = await create('/partners');
    expect(created.status).toBe(201);
    const { id } = (await json(created)).data;
    // A draft: no visitor sees it, and the prerendered pages and the sitemap do not list it.
    expect(await getPublishedPage('/partners')).toBeNull();
    expect((await getPublishedPages()).map((page) => page.path)).not.toContain('/partners');
    expect((await create('/partners')).status).toBe(201);
    expect((await publish(id)).status).toBe(200);
    expect(await getPublishedPage('/partners')).toMatchObject({ title: 'Partners' });
    expect(revalidatePath).toHaveBeenCalledWith('/partners');

    revalidatePath.mockClear();
    expect((await patch(id, { path: '/our-partners' }, { 'If-Match': `"r${(await json(await read(id))).data.revision}"` })).status).toBe(200);
    // Saved as a draft: the page is still at its address, and nothing redirects yet.
    expect(await findRedirect('/partners')).toBeNull();
    await publish(id);
    expect(await getPublishedPage('/our-partners')).toMatchObject({ title: 'Partners' });
    expect(await getPublishedPage('/partners')).toBeNull();
    expect(await findRedirect('/partners')).toBe('/our-partners');
    expect(revalidatePath).toHaveBeenCalledWith('/partners');
    expect(revalidatePath).toHaveBeenCalledWith('/our-partners');
    const [moved] = (await listRedirects()).filter((redirect) => redirect.fromPath === '/partners');
    expect(moved).toMatchObject({ toPath: '/our-partners', documentId: id, resourceId: null, createdBy: 'Staff' });

    // Back again: the old address is a page once more, and the one it left redirects (no chain, no loop).
    await patch(id, { path: '/partners' });
    await publish(id);
    expect(await findRedirect('/partners')).toBeNull();
    expect(await findRedirect('/our-partners')).toBe('/partners');

    // Another page cannot take a live address.
    const other = (await json(await create('/spare'))).data.id;
    const taken = await patch(other, { path: '/partners' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.fields.path).toMatch(/Another page has this address/);

    revalidatePath.mockClear();
    expect((await routes.item.DELETE(apiRequest(`/api/admin/pages/${id}`, { method: 'DELETE' }), params({ kind: 'pages', id }))).status).toBe(204);
    expect(await getPublishedPage('/partners')).toBeNull();
    expect(revalidatePath).toHaveBeenCalledWith('/partners');
    expect(revalidatePath).toHaveBeenCalledWith('/sitemap.xml');
  });

  it('the sitemap lists every live page, dated by its last publication (a draft save does not change it)', async () => {
    const id = await idOf('/why-choose-us');
    const entryOf = async () => (await sitemap()).find((entry) => entry.url.endsWith('/why-choose-us'));
    const before = await entryOf();
    expect(before).toMatchObject({ lastModified: expect.any(String) });
    await patch(id, { title: 'Why Choose SmartTech' });
    resetNextCache();
    expect((await entryOf())?.lastModified).toBe(before!.lastModified);
    await publish(id);
    resetNextCache();
    const after = await entryOf();
    expect(after!.lastModified).toBe((await json(await read(id))).data.publishedAt);
    expect(Date.parse(String(after!.lastModified))).toBeGreaterThan(Date.parse(String(before!.lastModified)));
    // The pages written in code are listed too.
    expect((await sitemap()).map((entry) => new URL(entry.url).pathname)).toEqual(expect.arrayContaining(['/', '/services', '/resources', '/contact', '/careers']));
  });

  it('past its limit the sitemap is an index of files, which together list every address; any other file is a 404', async () => {
    const all = await sitemap();
    const locations = async (response: Response) => [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // At the protocol's 50,000 the seeded site is one file, and /sitemaps/1.xml is not a file of it.
    const single = await sitemapResponse(null);
    expect(single.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await locations(single)).toEqual(all.map((entry) => entry.url));
    expect((await sitemapResponse(1)).status).toBe(404);
    const max = 5;
    const files = Math.ceil(all.length / max);
    expect(files).toBeGreaterThan(2);
    const index = await sitemapResponse(null, max);
    const indexText = await index.clone().text();
    expect(indexText).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect((await locations(index)).map((url) => new URL(url).pathname)).toEqual(Array.from({ length: files }, (_, at) => `/sitemaps/${at + 1}.xml`));
    const listed: string[] = [];
    for (let file = 1; file <= files; file += 1) listed.push(...(await locations(await sitemapResponse(file, max))));
    expect(listed).toEqual(all.map((entry) => entry.url));
    for (const file of [0, files + 1]) expect((await sitemapResponse(file, max)).status).toBe(404);
    const byRoute = (file: string) => sitemapFile(new Request(`http://localhost:3000/sitemaps/${file}`), { params: Promise.resolve({ file }) });
    for (const file of ['1.xml', 'x.xml', '01.xml', '1.txt']) expect((await byRoute(file)).status, file).toBe(404);
  });

  it('an address code owns, or of the wrong shape, is refused by the field', async () => {
    const [privacy] = await list();
    for (const path of ['/admin/pages', '/Privacy', '/a//b', '/careers/open-roles', '/resources/a-guide', '/resource-views/ai', '/sitemaps/1']) {
      const answer = await patch(privacy!.id, { path });
      expect(answer.status, path).toBe(400);
      expect((await json(answer)).error.fields).toHaveProperty('path');
    }
  });

  it('a made-up address is never a cache entry, malformed or well-formed', async () => {
    for (const path of ['/Bad Path', '/../etc', '/a//b', `/${'a'.repeat(201)}`, '/no-such-page', '/no-such-page']) expect(await getPublishedPage(path)).toBeNull();
    expect(cacheKeys()).toEqual([]);
    expect(await getPublishedPage('/privacy-policy')).not.toBeNull();
    expect(cacheKeys()).toHaveLength(1);
  });
});
