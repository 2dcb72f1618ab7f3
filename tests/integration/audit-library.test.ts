import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CREATE_RESOURCE, DELETE as DELETE_RESOURCE, PATCH as PATCH_RESOURCE, RESTORE as RESTORE_RESOURCE, VERSIONS, RESTORE_VERSION } from './support/resource-routes';
import { POST as UPLOAD } from '@/app/api/admin/media/route';
import { DELETE as DELETE_MEDIA, PATCH as PATCH_MEDIA } from '@/app/api/admin/media/[id]/route';
import { POST as REPLACE_MEDIA } from '@/app/api/admin/media/[id]/replace/route';
import { DELETE as DELETE_REDIRECT, POST as CREATE_REDIRECT } from '@/app/api/admin/redirects/route';
import { addStaff } from '@/server/auth/staff-accounts';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { kinds } from '@/kinds/registry';
import { purgeTrashedBefore } from '@/kit/server/kind-api';
import { apiRequest, json, noParams, ORIGIN, params } from './support/api';
import { auditEntries, withAuditBroken } from './support/audit';
import { sessionCookieOf, signIn, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';
import { filesUnder, fileFor, makeImage, useMediaDataDir } from './support/media';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The audit log of the library (issue 23): every staff write to resources, media and redirects leaves one entry
// (who, what, which fields before and after) written in the write's own transaction: when the entry cannot be
// written, the write answers 500 and nothing changed.

const actor = { email: STAFF.email };

describe.each(engines)('audit entries of resources, media and redirects on %s', (engine) => {
  const current = useTestDb(engine);
  const dataDir = useMediaDataDir();
  let cookie = '';
  beforeEach(async () => {
    resetNextCache();
    resetRateLimitsForTests();
    await addStaff(STAFF);
    cookie = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
  });
  const as = (url: string, options: { method?: string; body?: unknown } = {}) => apiRequest(url, { ...options, headers: { cookie } });
  const multipart = (url: string, fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return new Request(`${ORIGIN}${url}`, { method: 'POST', body: form, headers: { origin: ORIGIN, cookie } });
  };
  const entriesOf = async (entity: string, entityId: string) => (await auditEntries(current().db, entity)).filter((entry) => entry.entityId === entityId);

  it('records a resource’s create, update, trash, restore, version restore and purge; the watcher’s purge as the system', async () => {
    const body = `<p>${'Zero trust starts with an inventory. '.repeat(30)}</p>`;
    const created = await CREATE_RESOURCE(as('/api/admin/resources', { method: 'POST', body: { title: 'Zero Trust for Clinics', description: 'How to start.', categories: ['security'], content: body } }), noParams);
    expect(created.status).toBe(201);
    const { id, slug } = (await json(created)).data;
    const patched = await PATCH_RESOURCE(as(`/api/admin/resources/${id}`, { method: 'PATCH', body: { title: 'Zero Trust for Small Clinics', content: `<p>Shorter.</p>` } }), params({ id }));
    expect(patched.status).toBe(200);
    const versions = (await json(await VERSIONS(as(`/api/admin/resources/${id}/versions`), params({ id })))).data as { id: string }[];
    const first = versions.at(-1)!.id;
    expect((await RESTORE_VERSION(as(`/api/admin/resources/${id}/versions/${first}/restore`, { method: 'POST' }), params({ id, versionId: first }))).status).toBe(200);
    expect((await DELETE_RESOURCE(as(`/api/admin/resources/${id}`, { method: 'DELETE' }), params({ id }))).status).toBe(204);
    expect((await RESTORE_RESOURCE(as(`/api/admin/resources/${id}/restore`, { method: 'POST' }), params({ id }))).status).toBe(200);
    await DELETE_RESOURCE(as(`/api/admin/resources/${id}`, { method: 'DELETE' }), params({ id }));
    expect((await DELETE_RESOURCE(as(`/api/admin/resources/${id}?permanent=true`, { method: 'DELETE' }), params({ id }))).status).toBe(204);

    const entries = await entriesOf('resources', id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'restore-version', 'delete', 'restore', 'delete', 'purge']);
    for (const entry of entries) expect(entry).toMatchObject({ entity: 'resources', entityId: id, actor });
    const [create, update, restoredVersion, trashed, restored, , purged] = entries;
    // A create: every field set, before null; the rich text body kept to its first 500 characters.
    expect(create!.changes).toMatchObject({ title: { before: null, after: 'Zero Trust for Clinics' }, slug: { before: null, after: slug }, categories: { before: null, after: ['security'] } });
    expect((create!.changes!.content as { after: string }).after).toBe(`${body.slice(0, 500)}…`);
    // An update: the changed fields only, by their API names.
    expect(Object.keys(update!.changes!).sort()).toEqual(['content', 'title']);
    expect(update!.changes).toMatchObject({ title: { before: 'Zero Trust for Clinics', after: 'Zero Trust for Small Clinics' }, content: { before: `${body.slice(0, 500)}…`, after: '<p>Shorter.</p>' } });
    expect(restoredVersion!.changes).toMatchObject({ version: first, title: { before: 'Zero Trust for Small Clinics', after: 'Zero Trust for Clinics' } });
    expect(trashed!.changes).toEqual({ title: 'Zero Trust for Clinics', slug });
    expect(restored!.changes).toEqual({ title: 'Zero Trust for Clinics', slug });
    expect(purged!.changes).toEqual({ title: 'Zero Trust for Clinics', slug });

    // The watcher deletes what has been in the trash 30 days, nobody acting.
    const victim = await current().db.selectFrom('resources').select(['id', 'title']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    await current().db.updateTable('resources').set({ deleted_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', victim.id).execute();
    expect(await purgeTrashedBefore(kinds, new Date('2000-02-01T00:00:00.000Z'))).toBe(1);
    expect(await entriesOf('resources', victim.id)).toEqual([
      { action: 'purge', entity: 'resources', entityId: victim.id, actor: { id: null, email: null }, changes: expect.objectContaining({ title: victim.title, trashedAt: '2000-01-01T00:00:00.000Z' }) },
    ]);
  });

  it('records an image’s upload, alt text change, replacement and deletion', async () => {
    const uploaded = await UPLOAD(multipart('/api/admin/media', { file: fileFor('jpeg', await makeImage('jpeg', 1200, 675), 'team.jpg'), alt: 'Team at a whiteboard', usage: 'resource' }), noParams);
    expect(uploaded.status).toBe(201);
    const media = (await json(uploaded)).data;
    const { id } = media;
    expect((await PATCH_MEDIA(as(`/api/admin/media/${id}`, { method: 'PATCH', body: { alt: 'Two engineers at a whiteboard' } }), params({ id }))).status).toBe(200);
    const replaced = await REPLACE_MEDIA(multipart(`/api/admin/media/${id}/replace`, { file: fileFor('png', await makeImage('png', 1600, 900), 'wide.png') }), params({ id }));
    expect(replaced.status).toBe(200);
    const after = (await json(replaced)).data;
    expect((await DELETE_MEDIA(as(`/api/admin/media/${id}`, { method: 'DELETE' }), params({ id }))).status).toBe(204);

    const entries = await entriesOf('media', id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'replace', 'delete']);
    for (const entry of entries) expect(entry).toMatchObject({ entity: 'media', entityId: id, actor });
    const [create, update, replace, remove] = entries;
    expect(create!.changes).toMatchObject({ filename: { before: null, after: 'team.jpg' }, alt: { before: null, after: 'Team at a whiteboard' }, size: { before: null, after: media.bytes }, type: { before: null, after: 'image/jpeg' } });
    // Only the alt text changed: the focal point stayed.
    expect(update!.changes).toEqual({ alt: { before: 'Team at a whiteboard', after: 'Two engineers at a whiteboard' } });
    expect(replace!.changes).toMatchObject({ filename: { before: 'team.jpg', after: 'wide.png' }, size: { before: media.bytes, after: after.bytes }, type: { before: 'image/jpeg', after: 'image/png' }, width: { before: 1200, after: 1600 } });
    expect(remove!.changes).toEqual({ filename: 'wide.png', alt: 'Two engineers at a whiteboard' });
  });

  it('records a redirect’s creation (and a change of its target) and its deletion', async () => {
    const add = (toPath: string) => CREATE_REDIRECT(as('/api/admin/redirects', { method: 'POST', body: { fromPath: '/old-services', toPath } }), noParams);
    expect((await add('/services')).status).toBe(201);
    expect((await add('/about-us')).status).toBe(201);
    expect((await DELETE_REDIRECT(as('/api/admin/redirects?from=/old-services', { method: 'DELETE' }), noParams)).status).toBe(204);
    expect(await entriesOf('redirects', '/old-services')).toEqual([
      { action: 'create', entity: 'redirects', entityId: '/old-services', actor: expect.objectContaining(actor), changes: { fromPath: { before: null, after: '/old-services' }, toPath: { before: null, after: '/services' } } },
      { action: 'create', entity: 'redirects', entityId: '/old-services', actor: expect.objectContaining(actor), changes: { toPath: { before: '/services', after: '/about-us' } } },
      { action: 'delete', entity: 'redirects', entityId: '/old-services', actor: expect.objectContaining(actor), changes: { fromPath: '/old-services', toPath: '/about-us' } },
    ]);
  });

  it('answers 500 and changes nothing when the entry cannot be written', async () => {
    const { db } = current();
    const resource = await db.selectFrom('resources').select(['id', 'title', 'revision']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    const versionCount = async () => (await db.selectFrom('kind_versions').select('id').where('kind', '=', 'resources').where('item_id', '=', resource.id).execute()).length;
    const versionsBefore = await versionCount();
    const media = (await json(await UPLOAD(multipart('/api/admin/media', { file: fileFor('jpeg', await makeImage('jpeg', 1200, 675)), alt: 'Before', usage: 'resource' }), noParams))).data;
    const filesBefore = filesUnder(path.join(dataDir(), 'media'));
    const entriesBefore = (await auditEntries(db)).length;

    await withAuditBroken(db, async () => {
      const { id } = resource;
      expect((await PATCH_RESOURCE(as(`/api/admin/resources/${id}`, { method: 'PATCH', body: { title: 'Never saved' } }), params({ id }))).status).toBe(500);
      expect((await DELETE_RESOURCE(as(`/api/admin/resources/${id}`, { method: 'DELETE' }), params({ id }))).status).toBe(500);
      expect((await PATCH_MEDIA(as(`/api/admin/media/${media.id}`, { method: 'PATCH', body: { alt: 'Never saved' } }), params({ id: media.id }))).status).toBe(500);
      const upload = await UPLOAD(multipart('/api/admin/media', { file: fileFor('png', await makeImage('png', 1600, 900)), alt: 'Never saved', usage: 'resource' }), noParams);
      expect(upload.status).toBe(500);
      expect((await CREATE_REDIRECT(as('/api/admin/redirects', { method: 'POST', body: { fromPath: '/never-saved', toPath: '/services' } }), noParams)).status).toBe(500);
    });

    expect(await db.selectFrom('resources').select(['id', 'title', 'revision', 'deleted_at']).where('id', '=', resource.id).executeTakeFirstOrThrow()).toEqual({ ...resource, deleted_at: null });
    expect(await versionCount()).toBe(versionsBefore);
    expect((await db.selectFrom('media').select(['id', 'alt']).execute())).toEqual([{ id: media.id, alt: 'Before' }]);
    // The failed upload's files were removed with it.
    expect(filesUnder(path.join(dataDir(), 'media'))).toEqual(filesBefore);
    expect(await db.selectFrom('redirects').select('from_path').where('from_path', '=', '/never-saved').execute()).toEqual([]);
    expect(await auditEntries(db)).toHaveLength(entriesBefore);
  });
});
