import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindParts } from '@/kit/server/kind-api';
import { kindRoutes } from '@/kit/server/kind-routes';
import { previewRoute } from '@/kit/server/preview-route';
import { storedValues } from '@/kit/server/field-storage';
import type { Kind } from '@/kit/define-kind';
import { kinds } from '@/kinds/registry';
import { MEDIA_PATH } from '@/lib/media';
import { mediaUsage } from '@/server/repositories/media';
import { documentProbe, probe, sampleDocument } from '../support/kit-probe';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache, revalidateTag } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// The admin API the kit derives (docs/decisions/0036), for every registered kind and for a probe kind registered
// only here: the same routes create, list, page, update and delete it, and refuse what they must.

const probes: Kind[] = [probe, documentProbe];
const every: Kind[] = [...kinds, ...probes];
const routes = kindRoutes(every);
const path = (kind: string, id?: string) => `/api/admin/${kind}${id ? `/${id}` : ''}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('the kit’s admin routes on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it.each(every.map((kind) => [kind.key, kind] as const))('%s: create, list, page, update, delete, each expiring the kind’s tag', async (key, kind) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...values } = sampleDocument(kind);
    const created = await routes.collection.POST(apiRequest(path(key), { method: 'POST', body: values }), params({ kind: key }));
    // A singleton (the navigation, the footer) has its one document from the seed: a second is refused, nothing
    // written (its own flow: globals.test.ts). A kind whose own rules refuse new documents answers 409 with its reason
    // (400 for values that do not fit together).
    const refusal = kind.singleton ? { message: `There is one ${kind.labels.singular.toLowerCase()}: edit it.` } : kind.rules?.create?.(values);
    if (refusal) {
      expect(created.status).toBe(refusal.invalid ? 400 : 409);
      expect((await json(created)).error.message).toBe(refusal.message);
      expect(revalidateTag).not.toHaveBeenCalled();
      return;
    }
    expect(created.status).toBe(201);
    const doc = (await json(created)).data;
    // As the API answers them: a publication time is an instant (read in the site's zone).
    const stored = storedValues(kind.fields, values);
    expect(doc).toMatchObject(stored);
    // A kind kept as documents makes a draft, which no visitor sees until it is published.
    const drafted = 'documents' in kind.storage;
    if (drafted) expect(revalidateTag).not.toHaveBeenCalled();
    else expect(revalidateTag).toHaveBeenCalledWith(key, { expire: 0 });
    expect((await json(await routes.item.GET(apiRequest(path(key, doc.id)), params({ kind: key, id: doc.id })))).data).toMatchObject(stored);

    const list = (await json(await routes.collection.GET(apiRequest(path(key)), params({ kind: key })))).data as Array<{ id: string }>;
    expect(list.map((item) => item.id)).toContain(doc.id);
    if (!drafted) {
      const page = await json(await routes.collection.GET(apiRequest(`${path(key)}?page=1&pageSize=1`), params({ kind: key })));
      expect(page).toMatchObject({ page: 1, pageSize: 1, data: [expect.any(Object)] });
      expect(page.total).toBeGreaterThanOrEqual(1);
    }

    const [field, spec] = Object.entries(kind.fields).find(([, candidate]) => candidate.type === 'text')!;
    const patched = await routes.item.PATCH(apiRequest(path(key, doc.id), { method: 'PATCH', body: { [field]: 'Changed' } }), params({ kind: key, id: doc.id }));
    expect((await json(patched)).data).toMatchObject({ ...stored, [field]: 'Changed' });
    const tooLong = await routes.item.PATCH(apiRequest(path(key, doc.id), { method: 'PATCH', body: { [field]: 'x'.repeat((spec as { max: number }).max + 1) } }), params({ kind: key, id: doc.id }));
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).error.fields).toHaveProperty(field);

    if (drafted) {
      expect(revalidateTag).not.toHaveBeenCalled();
      const published = await routes.publish.POST(apiRequest(`${path(key, doc.id)}/publish`, { method: 'POST' }), params({ kind: key, id: doc.id }));
      expect((await json(published)).data).toMatchObject({ ...stored, [field]: 'Changed', status: 'published' });
      expect(revalidateTag).toHaveBeenCalledWith(key, { expire: 0 });
    }

    revalidateTag.mockClear();
    expect((await routes.item.DELETE(apiRequest(path(key, doc.id), { method: 'DELETE' }), params({ kind: key, id: doc.id }))).status).toBe(204);
    expect(revalidateTag).toHaveBeenCalledWith(key, { expire: 0 });
    expect((await routes.item.DELETE(apiRequest(path(key, doc.id), { method: 'DELETE' }), params({ kind: key, id: doc.id }))).status).toBe(404);
    expect((await routes.item.PATCH(apiRequest(path(key, UNKNOWN), { method: 'PATCH', body: {} }), params({ kind: key, id: UNKNOWN }))).status).toBe(404);
    expect((await routes.item.GET(apiRequest(path(key, UNKNOWN)), params({ kind: key, id: UNKNOWN }))).status).toBe(404);
  });

  it('a malformed id is a 400 on every item route; the trash of a kind without one is a 400, not its live list', async () => {
    for (const key of ['testimonials', 'resources']) {
      const read = await routes.item.GET(apiRequest(path(key, 'not-an-id')), params({ kind: key, id: 'not-an-id' }));
      expect(read.status).toBe(400);
      expect((await routes.item.DELETE(apiRequest(path(key, 'not-an-id'), { method: 'DELETE' }), params({ kind: key, id: 'not-an-id' }))).status).toBe(400);
    }
    expect((await previewRoute(every).GET(apiRequest(`${path('resources', 'not-an-id')}/preview`), params({ kind: 'resources', id: 'not-an-id' }))).status).toBe(400);
    const unknown = await routes.item.GET(apiRequest(path('resources', UNKNOWN)), params({ kind: 'resources', id: UNKNOWN }));
    expect((await json(unknown)).error.message).toBe('Resource not found');
    const noTrash = await routes.collection.GET(apiRequest(`${path('testimonials')}?trash=true`), params({ kind: 'testimonials' }));
    expect(noTrash.status).toBe(400);
    expect((await json(noTrash)).error.fields).toEqual({ trash: 'Testimonials have no trash' });
    expect((await routes.collection.GET(apiRequest(`${path('resources')}?trash=maybe`), params({ kind: 'resources' }))).status).toBe(400);
    expect((await json(await routes.collection.GET(apiRequest(`${path('resources')}?trash=true`), params({ kind: 'resources' })))).data).toEqual([]);
  });

  it('an unknown kind is a 404 for staff and a 401 for anyone else, and writes nothing', async () => {
    const list = await routes.collection.GET(apiRequest(path('nothing-here')), params({ kind: 'nothing-here' }));
    expect(list.status).toBe(404);
    const created = await routes.collection.POST(apiRequest(path('nothing-here'), { method: 'POST', body: { name: 'x' } }), params({ kind: 'nothing-here' }));
    expect(created.status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
    guardState.mode = 'anonymous';
    expect((await routes.collection.GET(apiRequest(path('nothing-here')), params({ kind: 'nothing-here' }))).status).toBe(401);
  });
});

describe.each(engines)('a kind kept in documents, on %s', (engine) => {
  useTestDb(engine);
  const store = kindParts<Record<string, unknown> & { id: string }>(documentProbe).store;
  const values = () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = sampleDocument(documentProbe);
    return rest;
  };

  it('lists for the public only what its definition shows, and follows a switch both ways', async () => {
    const open = await store.create(values());
    const closed = await store.create({ ...values(), isOpen: false });
    expect((await store.list({ visibleOnly: true })).map((doc) => doc.id)).toEqual([open.id]);
    await store.update(open.id, { isOpen: false });
    await store.update(closed.id, { isOpen: true });
    expect((await store.list({ visibleOnly: true })).map((doc) => doc.id)).toEqual([closed.id]);
    expect(await store.list()).toHaveLength(2);
  });

  it('keeps both of two updates of different fields made at the same moment, and never touches another kind', async () => {
    const doc = await store.create(values());
    await Promise.all([store.update(doc.id, { jobTitle: 'First writer' }), store.update(doc.id, { location: 'Second writer' })]);
    expect(await store.get(doc.id)).toMatchObject({ jobTitle: 'First writer', location: 'Second writer', summary: values().summary });
    const other = kindParts(probe).store;
    expect(await other.get(doc.id)).toBeNull();
    expect(await kindParts(documentProbe).store.remove(doc.id)).toMatchObject({ id: doc.id });
    expect(await store.get(doc.id)).toBeNull();
  });

  it('an image anywhere in its documents counts as in use, so the media library keeps it', async () => {
    const media = '11111111-1111-4111-8111-111111111111';
    const use = () => mediaUsage(media, [documentProbe, probe]);
    // The probe note has no field that names an image: it is not counted at all.
    expect((await use()).map(({ count }) => count)).toEqual([0]);
    await store.create({ ...values(), photo: `${MEDIA_PATH}/${media}/800.webp` });
    expect(await use()).toEqual([{ singular: 'probe opening', plural: 'probe openings', count: 1 }]);
  });
});
