import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindRoutes } from '@/kit/server/kind-api';
import { seedKindsOnce } from '@/kit/server/seed';
import { pages } from '@/kinds/pages/definition';
import { kindSeeds } from '@/kinds/registry';
import { getDb } from '@/server/db';
import { getPublishedPage } from '@/server/queries/public';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { cacheKeys, resetNextCache, revalidatePath, revalidateTag } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// Pages kept in the CMS (src/kinds/pages): seeded with today's copy, read by address, written through the kit's API.
const routes = kindRoutes([pages]);
const list = async () => (await json(await routes.collection.GET(apiRequest('/api/admin/pages'), params({ kind: 'pages' })))).data as Array<{ id: string; path: string; title: string; blocks: Array<{ type: string }> }>;

describe.each(engines)('pages on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('a new database has the legal pages, with the spec’s texts, once', async () => {
    const seeded = await list();
    expect(seeded.map((page) => page.path).sort()).toEqual(['/privacy-policy', '/terms-of-service']);
    const privacy = await getPublishedPage('/privacy-policy');
    expect(privacy).toMatchObject({ title: 'Privacy Policy', blocks: [{ type: 'legal', heading: 'Privacy Policy' }] });
    expect(JSON.stringify(privacy)).toContain('Lodge a complaint with a supervisory authority');
    expect(await seedKindsOnce(await getDb(), kindSeeds)).toEqual([]);
    expect(await list()).toHaveLength(2);
  });

  it('an edit of a block is saved, shown at once and expires the page; a bad block is refused naming its place', async () => {
    const [privacy] = (await list()).filter((page) => page.path === '/privacy-policy');
    const patch = (body: object) => routes.item.PATCH(apiRequest(`/api/admin/pages/${privacy!.id}`, { method: 'PATCH', body }), params({ kind: 'pages', id: privacy!.id }));
    const block = privacy!.blocks[0] as Record<string, unknown>;
    const bad = await patch({ blocks: [{ ...block, heading: '', lastUpdated: '2026-11-31', sections: [] }] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toMatchObject({ 'blocks.0.heading': 'Heading is required', 'blocks.0.lastUpdated': 'Last updated must be a date (YYYY-MM-DD)', 'blocks.0.sections': 'Sections needs at least 1' });
    expect(revalidateTag).not.toHaveBeenCalled();

    const saved = await patch({ title: 'Our Privacy Policy', blocks: [{ ...block, heading: 'Your Privacy' }] });
    expect(saved.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(`pages:${privacy!.id}`, { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/privacy-policy');
    expect(await getPublishedPage('/privacy-policy')).toMatchObject({ title: 'Our Privacy Policy', blocks: [{ heading: 'Your Privacy' }] });
  });

  it('until the catch-all route: a new page, a new address or a deletion is refused with its reason, nothing changed', async () => {
    const [privacy] = (await list()).filter((page) => page.path === '/privacy-policy');
    const id = privacy!.id;
    const moved = await routes.item.PATCH(apiRequest(`/api/admin/pages/${id}`, { method: 'PATCH', body: { path: '/privacy' } }), params({ kind: 'pages', id }));
    expect(moved.status).toBe(409);
    expect((await json(moved)).error.fields.path).toMatch(/cannot change yet/);
    const removed = await routes.item.DELETE(apiRequest(`/api/admin/pages/${id}`, { method: 'DELETE' }), params({ kind: 'pages', id }));
    expect(removed.status).toBe(409);
    const { id: _id, createdAt: _c, updatedAt: _u, ...values } = privacy as unknown as Record<string, unknown>;
    const created = await routes.collection.POST(apiRequest('/api/admin/pages', { method: 'POST', body: { ...values, path: '/new-page' } }), params({ kind: 'pages' }));
    expect(created.status).toBe(409);
    expect(await list()).toHaveLength(2);
    expect(await getPublishedPage('/privacy-policy')).toMatchObject({ path: '/privacy-policy' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('an address code owns, or of the wrong shape, is refused by the field', async () => {
    const [privacy] = await list();
    for (const path of ['/admin/pages', '/Privacy', '/a//b']) {
      const answer = await routes.item.PATCH(apiRequest(`/api/admin/pages/${privacy!.id}`, { method: 'PATCH', body: { path } }), params({ kind: 'pages', id: privacy!.id }));
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
