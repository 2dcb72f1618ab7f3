import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindRoutes } from '@/kit/server/kind-routes';
import { testimonials } from '@/kinds/testimonials/definition';
import { GET as publicTestimonials } from '@/app/api/testimonials/route';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState, staffUser } from './support/guard-mock';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// A kind with a table of its own and a history (docs/decisions/0036, 2026-11-28), proven with testimonials: every save
// is a version with its author, a save names the revision it opened (If-Match) and one over someone else's is refused
// (412) with nothing written, a version can be made current again, and the spec's plain PATCH still just saves.

const routes = kindRoutes([testimonials]);
const at = (id?: string) => `/api/admin/testimonials${id ? `/${id}` : ''}`;
const ids = (id: string) => params({ kind: 'testimonials', id });
const versionIds = (id: string, versionId: string) => params({ kind: 'testimonials', id, versionId });
const valid = { name: 'Dana Reyes', position: 'CTO', company: 'Acme Health', testimonial: 'The audit paid for itself in a quarter.' };

async function patch(id: string, body: object, ifMatch?: string) {
  return routes.item.PATCH(apiRequest(at(id), { method: 'PATCH', body, headers: ifMatch ? { 'if-match': ifMatch } : {} }), ids(id));
}

describe.each(engines)('a table kind’s history on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('keeps every save as a version by its author, and refuses a save over someone else’s with nothing written', async () => {
    const created = await routes.collection.POST(apiRequest(at(), { method: 'POST', body: valid }), params({ kind: 'testimonials' }));
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"r1"');
    const { id } = (await json(created)).data;

    const first = await patch(id, { company: 'Acme Health Group' }, '"r1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"r2"');

    // A second member opened revision 1 too: their save is refused, naming who saved since.
    const stale = await patch(id, { company: 'Someone Else Inc.' }, '"r1"');
    expect(stale.status).toBe(412);
    const refusal = (await json(stale)).error;
    expect(refusal.code).toBe('edit_conflict');
    expect(refusal.message).toMatch(new RegExp(`^Someone else saved this testimonial since you opened it \\(${staffUser.name}, `));
    const current = await routes.item.GET(apiRequest(at(id)), ids(id));
    expect(current.headers.get('etag')).toBe('"r2"');
    expect((await json(current)).data.company).toBe('Acme Health Group');

    // An If-Match that names no revision of ours is refused too; the spec's call, without one, saves.
    const malformed = await patch(id, { company: 'X' }, 'W/"something"');
    expect(malformed.status).toBe(412);
    // Told apart from a save over someone else's: the header itself is wrong.
    expect((await json(malformed)).error).toEqual({ code: 'precondition_failed', message: 'If-Match must be the ETag of the testimonial, as the admin GET sends it' });
    const plain = await patch(id, { metric: '37%', metricTitle: 'Cloud cost reduction' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).toBe('"r3"');

    const versions = (await json(await routes.versions.GET(apiRequest(`${at(id)}/versions`), ids(id)))).data as Array<{ id: string; revision: number; author: string }>;
    expect(versions.map((version) => version.revision)).toEqual([3, 2, 1]);
    expect(versions.every((version) => version.author === staffUser.name)).toBe(true);
  });

  it('makes a version current again as a save of its own, and a deleted item takes its history with it', async () => {
    const { id } = (await json(await routes.collection.POST(apiRequest(at(), { method: 'POST', body: valid }), params({ kind: 'testimonials' })))).data;
    await patch(id, { name: 'Dana R.', isActive: false }, '"r1"');
    const [, original] = (await json(await routes.versions.GET(apiRequest(`${at(id)}/versions`), ids(id)))).data as Array<{ id: string }>;
    const version = await json(await routes.version.GET(apiRequest(`${at(id)}/versions/${original!.id}`), versionIds(id, original!.id)));
    expect(version.data.values).toMatchObject({ name: 'Dana Reyes', isActive: true });
    // A version id that is no id names no version, as an unknown one: 404 on reading and on restoring.
    expect((await routes.version.GET(apiRequest(`${at(id)}/versions/not-an-id`), versionIds(id, 'not-an-id'))).status).toBe(404);
    expect((await routes.restore.POST(apiRequest(`${at(id)}/versions/not-an-id/restore`, { method: 'POST' }), versionIds(id, 'not-an-id'))).status).toBe(404);

    // Restoring over a revision someone replaced is refused like any save.
    const staleRestore = await routes.restore.POST(apiRequest(`${at(id)}/versions/${original!.id}/restore`, { method: 'POST', headers: { 'if-match': '"r1"' } }), versionIds(id, original!.id));
    expect(staleRestore.status).toBe(412);
    const restored = await routes.restore.POST(apiRequest(`${at(id)}/versions/${original!.id}/restore`, { method: 'POST', headers: { 'if-match': '"r2"' } }), versionIds(id, original!.id));
    expect(restored.status).toBe(200);
    expect(restored.headers.get('etag')).toBe('"r3"');
    expect((await json(restored)).data).toMatchObject({ name: 'Dana Reyes', isActive: true });
    expect(((await json(await routes.versions.GET(apiRequest(`${at(id)}/versions`), ids(id)))).data as unknown[]).length).toBe(3);

    expect((await routes.item.DELETE(apiRequest(at(id), { method: 'DELETE' }), ids(id))).status).toBe(204);
    expect((await routes.versions.GET(apiRequest(`${at(id)}/versions`), ids(id))).status).toBe(404);
  });

  it('shows no revision to visitors: the public list answers the spec’s fields', async () => {
    await routes.collection.POST(apiRequest(at(), { method: 'POST', body: valid }), params({ kind: 'testimonials' }));
    const listed = (await json(await publicTestimonials(apiRequest('/api/testimonials'), noParams))).data as Array<Record<string, unknown>>;
    expect(listed.length).toBeGreaterThan(0);
    for (const testimonial of listed) expect(testimonial).not.toHaveProperty('revision');
  });
});
