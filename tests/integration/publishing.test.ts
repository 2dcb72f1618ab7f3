import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as list, POST, DELETE, GET_ONE as getOne, PATCH, VERSIONS as versionsRoute, VERSION as versionRoute, RESTORE_VERSION as restoreVersionRoute } from './support/resource-routes';
import { DELETE as deleteRedirect, GET as listRedirectsRoute, POST as postRedirect } from '@/app/api/admin/redirects/route';
import { GET as feedRoute } from '@/app/(site)/resources/feed.xml/route';
import { GET as publicList } from '@/app/api/resources/route';
import { startScheduleWatcher } from '@/server/publishing/schedule-watcher';
import { revalidateLocalContent } from '@/server/cache-tags';
import { getPublishedResourceBySlug, getPublishedResources } from '@/server/queries/public';
import { kinds } from '@/kinds/registry';
import { purgeTrashedBefore } from '@/kit/server/kind-api';
import { TABLE_VERSIONS_KEPT as VERSIONS_KEPT } from '@/kit/server/table-store';
import { findRedirect } from '@/server/repositories/redirects';
import { MEDIA_MISSING } from '@/kit/server/field-storage';
import { UNPUBLISH_BEFORE_PUBLISH } from '@/kinds/resources/definition';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache, revalidatePath } from './support/next-cache-mock';
import { resourceChange } from '@/kinds/resources/definition';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

type Json = Record<string, unknown> & { id: string; slug: string; revision: number };

const base = { title: 'Scheduling Without Stress', description: 'Publish at nine, sleep at eight.', categories: ['cloud'] };
const create = async (body: object): Promise<Json> => {
  const response = await POST(apiRequest('/api/admin/resources', { method: 'POST', body: { ...base, ...body } }), noParams);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
};
const patch = (id: string, body: object, headers: Record<string, string> = {}) =>
  PATCH(apiRequest(`/api/admin/resources/${id}`, { method: 'PATCH', body, headers }), params({ id }));
const liveSlugs = async () => (await getPublishedResources()).map((r) => r.slug);
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

describe.each(engines)('publishing on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('a draft is never public: not listed, no page, not in the public API or the feed', async () => {
    const draft = await create({ status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft' });
    expect(await liveSlugs()).not.toContain(draft.slug);
    expect(await getPublishedResourceBySlug(draft.slug)).toBeNull();
    const api = (await json(await publicList(apiRequest('/api/resources'), noParams))).data as Json[];
    expect(api.map((r) => r.slug)).not.toContain(draft.slug);
    expect(await (await feedRoute()).text()).not.toContain(draft.slug);
    // Publishing it makes it live at once (its time is in the past).
    expect((await patch(draft.id, { status: 'published' })).status).toBe(200);
    expect(await liveSlugs()).toContain(draft.slug);
  });

  it('a date and time is read in the site zone; a date alone means 00:00 there', async () => {
    const at = await create({ publishedAt: '2026-07-01T09:30' });
    expect(at.publishedAt).toBe('2026-07-01T07:30:00.000Z');
    const day = await create({ title: 'A Winter Day', publishedAt: '2026-01-15' });
    expect(day.publishedAt).toBe('2026-01-14T23:00:00.000Z');
    const exact = await create({ title: 'An Exact Instant', publishedAt: '2026-01-15T12:00:00-05:00' });
    expect(exact.publishedAt).toBe('2026-01-15T17:00:00.000Z');
  });

  it('unpublish time: must come after the publication; once passed, the resource leaves the site', async () => {
    const refused = await POST(apiRequest('/api/admin/resources', { method: 'POST', body: { ...base, publishedAt: '2026-05-01T10:00', unpublishAt: '2026-05-01T09:00' } }), noParams);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ unpublishAt: UNPUBLISH_BEFORE_PUBLISH });
    const gone = await create({ publishedAt: '2020-01-01', unpublishAt: '2021-01-01' });
    expect(await liveSlugs()).not.toContain(gone.slug);
    const unknownImage = await POST(apiRequest('/api/admin/resources', { method: 'POST', body: { ...base, socialImageId: crypto.randomUUID() } }), noParams);
    expect((await json(unknownImage)).error.fields).toEqual({ socialImageId: MEDIA_MISSING });
  });

  it('a scheduled resource goes live when its time passes: the watcher expires the cached list, the page and the feed with nobody acting', async () => {
    const warm = await liveSlugs(); // the list is now cached
    const scheduled = await create({ publishedAt: inSeconds(2) });
    resetNextCache();
    await getPublishedResources(); // cached again, before the time: without it
    expect(await liveSlugs()).toEqual(warm);

    const applied: unknown[] = [];
    const watcher = startScheduleWatcher({ tickMs: 60_000, apply: async (change) => (change.kind === 'resources' && applied.push(change), revalidateLocalContent(change)) });
    try {
      expect(await watcher.tick()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      expect(await watcher.tick()).toEqual([scheduled.slug]);
      expect(applied).toEqual([resourceChange({ slugs: [scheduled.slug] })]);
      expect(await liveSlugs()).toContain(scheduled.slug);
      expect(revalidatePath).toHaveBeenCalledWith('/resources/feed.xml');
      expect(revalidatePath).toHaveBeenCalledWith(`/resources/${scheduled.slug}`);
      // Each time is acted on once.
      expect(await watcher.tick()).toEqual([]);
    } finally {
      watcher.stop();
    }
  });

  it('the admin GET sends an ETag; a PATCH with an outdated If-Match is refused with 412 and changes nothing', async () => {
    const created = await create({});
    const read = await getOne(apiRequest(`/api/admin/resources/${created.id}`), params({ id: created.id }));
    const etag = read.headers.get('etag')!;
    expect(etag).toBe('"r1"');

    const first = await patch(created.id, { title: 'Saved First' }, { 'if-match': etag });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"r2"');
    const second = await patch(created.id, { title: 'Saved Second' }, { 'if-match': etag });
    expect(second.status).toBe(412);
    const body = await json(second);
    expect(body.error.code).toBe('edit_conflict');
    expect(body.error.message).toMatch(/^Someone else saved this resource since you opened it \(Staff, .+\)\. Reload it/);
    expect((await json(await getOne(apiRequest(`/api/admin/resources/${created.id}`), params({ id: created.id })))).data.title).toBe('Saved First');

    expect((await patch(created.id, { title: 'x' }, { 'if-match': 'W/"nonsense"' })).status).toBe(412);
    expect((await patch(created.id, { title: 'Any Revision' }, { 'if-match': '*' })).status).toBe(200);
  });

  it('two saves racing with the same If-Match: exactly one wins', async () => {
    const created = await create({});
    const results = await Promise.all([1, 2, 3, 4].map((n) => patch(created.id, { title: `Racer ${n}` }, { 'if-match': '"r1"' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
  });

  it('every save keeps a version with its author; compare and restore (the restore is a new version)', async () => {
    const created = await create({ content: '<p>First draft.</p>' });
    await patch(created.id, { title: 'Second Title', content: '<p>Second draft.</p>' });
    await patch(created.id, { description: 'Third description.' });
    const versions = (await json(await versionsRoute(apiRequest(`/api/admin/resources/${created.id}/versions`), params({ id: created.id })))).data;
    expect(versions.map((v: { title: string; author: string }) => [v.title, v.author])).toEqual([
      ['Second Title', 'Staff'],
      ['Second Title', 'Staff'],
      [base.title, 'Staff'],
    ]);
    const oldest = versions[2];
    const one = (await json(await versionRoute(apiRequest(`/api/admin/resources/${created.id}/versions/${oldest.id}`), params({ id: created.id, versionId: oldest.id })))).data;
    expect(one.values).toMatchObject({ title: base.title, description: base.description, content: '<p>First draft.</p>' });

    const restored = await restoreVersionRoute(apiRequest(`/api/admin/resources/${created.id}/versions/${oldest.id}/restore`, { method: 'POST' }), params({ id: created.id, versionId: oldest.id }));
    expect(restored.status).toBe(200);
    expect((await json(restored)).data).toMatchObject({ title: base.title, description: base.description, content: '<p>First draft.</p>', revision: 4 });
    const after = (await json(await versionsRoute(apiRequest(`/api/admin/resources/${created.id}/versions`), params({ id: created.id })))).data;
    expect(after).toHaveLength(4);
    expect(after[0].title).toBe(base.title);
    const unknown = await versionRoute(apiRequest('/x'), params({ id: created.id, versionId: crypto.randomUUID() }));
    expect(unknown.status).toBe(404);
  });

  it(`keeps the newest ${VERSIONS_KEPT} versions of a resource`, async () => {
    const created = await create({});
    for (let i = 1; i <= VERSIONS_KEPT + 4; i++) await patch(created.id, { description: `Edit ${i}` });
    const versions = (await json(await versionsRoute(apiRequest('/x'), params({ id: created.id })))).data;
    expect(versions).toHaveLength(VERSIONS_KEPT);
    const newest = (await json(await versionRoute(apiRequest('/x'), params({ id: created.id, versionId: versions[0].id })))).data;
    expect(newest.values.description).toBe(`Edit ${VERSIONS_KEPT + 4}`);
  }, 60_000);

  it('renaming a live resource leaves a 308 from the old address; chains collapse and renaming back removes the loop', async () => {
    const r = await create({ title: 'Alpha' });
    await patch(r.id, { slug: 'beta' });
    expect(await findRedirect('/resources/alpha')).toBe('/resources/beta');
    expect(revalidatePath).toHaveBeenCalledWith('/resources/alpha');
    await patch(r.id, { slug: 'gamma' });
    expect(await findRedirect('/resources/alpha')).toBe('/resources/gamma');
    expect(await findRedirect('/resources/beta')).toBe('/resources/gamma');
    await patch(r.id, { slug: 'alpha' });
    expect(await findRedirect('/resources/alpha')).toBeNull();
    expect(await findRedirect('/resources/beta')).toBe('/resources/alpha');
    expect(await findRedirect('/resources/gamma')).toBe('/resources/alpha');

    // A draft was never public: its old slug needs no redirect.
    const draft = await create({ title: 'Quiet Draft', status: 'draft' });
    await patch(draft.id, { slug: 'quiet-draft-renamed' });
    expect(await findRedirect('/resources/quiet-draft')).toBeNull();
  });

  it('staff add and remove redirects by hand: a live page or a loop is refused, a chain is followed to its end', async () => {
    const live = await create({ title: 'Live Page' });
    const add = (body: object) => postRedirect(apiRequest('/api/admin/redirects', { method: 'POST', body }), noParams);
    const refusedLive = await add({ fromPath: `/resources/${live.slug}`, toPath: '/services' });
    expect((await json(refusedLive)).error.fields).toEqual({ fromPath: expect.stringContaining('A live resource has this address') });
    // Any page address of the site can redirect, an old site's included; not a page that is live, nor the staff
    // area, the API or the site's files, nor what no page answers (a query, below /resources without a slug).
    const refusal = async (fromPath: string) => (await json(await add({ fromPath, toPath: '/services' }))).error.fields.fromPath as string;
    expect(await refusal('/privacy-policy')).toMatch(/A live page has this address/);
    expect(await refusal('/careers')).toMatch(/A live page has this address/);
    expect(await refusal('/contact')).toMatch(/A live page has this address/);
    for (const fromPath of ['/admin/old', '/api/x', '/_next/static/x.js', '/old?x=1', '/', 'about-us', '/resources/Old_Guide', '/sitemap.xml', '/robots.txt', '/old-page/', `/${'a'.repeat(300)}`]) expect(await refusal(fromPath), fromPath).toMatch(/Old address must be/);
    expect((await json(await add({ fromPath: '/About Us.html', toPath: '/services' }))).data).toMatchObject({ fromPath: '/About%20Us.html', documentId: null, resourceId: null });
    expect((await json(await add({ fromPath: '/resources/old-guide', toPath: '//evil.example' }))).error.fields.toPath).toMatch(/path on this site/);

    expect((await add({ fromPath: '/resources/old-guide', toPath: '/resources/older-guide' })).status).toBe(201);
    const loop = await add({ fromPath: '/resources/older-guide', toPath: '/resources/old-guide' });
    expect((await json(loop)).error.fields).toEqual({ toPath: 'This would send the new address back to the old one (a loop)' });
    expect((await json(await add({ fromPath: '/resources/oldest-guide', toPath: '/resources/old-guide' }))).data).toMatchObject({ toPath: '/resources/older-guide' });

    const all = (await json(await listRedirectsRoute(apiRequest('/api/admin/redirects'), noParams))).data;
    expect(all.map((x: { fromPath: string }) => x.fromPath).sort()).toEqual(['/About%20Us.html', '/resources/old-guide', '/resources/oldest-guide']);
    expect((await deleteRedirect(apiRequest('/api/admin/redirects?from=/resources/old-guide', { method: 'DELETE' }), noParams)).status).toBe(204);
    expect((await deleteRedirect(apiRequest('/api/admin/redirects?from=/resources/old-guide', { method: 'DELETE' }), noParams)).status).toBe(404);
    expect(await findRedirect('/resources/old-guide')).toBeNull();
  });

  it('the Atom feed lists what is live, newest first, escaped, with absolute links', async () => {
    await create({ title: 'Ampersands & <Angles>', content: '<p>See <a href="/services">our services</a>.</p>' });
    const response = await feedRoute();
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain('<title>Ampersands &amp; &lt;Angles&gt;</title>');
    expect(xml).toContain('href=&quot;http://localhost:3000/services&quot;');
    expect(xml.match(/<entry>/g)).toHaveLength(7);
    expect(xml.indexOf('Ampersands')).toBeLessThan(xml.indexOf('Securing AI Systems'));
  });

  it('the trash is emptied of what has been there for 30 days', async () => {
    const old = await create({ title: 'Long Gone' });
    expect((await DELETE(apiRequest(`/api/admin/resources/${old.id}`, { method: 'DELETE' }), params({ id: old.id }))).status).toBe(204);
    expect(await purgeTrashedBefore(kinds, new Date(Date.now() - 1000))).toBe(0);
    expect(await purgeTrashedBefore(kinds, new Date(Date.now() + 1000))).toBe(1);
    const trash = (await json(await list(apiRequest('/api/admin/resources?trash=true'), noParams))).data;
    expect(trash).toEqual([]);
  });
});
