import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as collection from '@/app/api/admin/[kind]/route';
import * as item from '@/app/api/admin/[kind]/[id]/route';
import { POST as PUBLISH } from '@/app/api/admin/[kind]/[id]/publish/route';
import { GET as VERSIONS } from '@/app/api/admin/[kind]/[id]/versions/route';
import { POST as RESTORE } from '@/app/api/admin/[kind]/[id]/versions/[versionId]/restore/route';
import * as globalItem from '@/app/api/admin/globals/[key]/route';
import { POST as PUBLISH_TOGETHER } from '@/app/api/admin/publish/route';
import { kindParts } from '@/kit/server/kind-api';
import { pages } from '@/kinds/pages/definition';
import { addStaff } from '@/server/auth/staff-accounts';
import { getDb } from '@/server/db';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { apiRequest, json, params } from './support/api';
import { auditEntries, withAuditBroken } from './support/audit';
import { sessionCookieOf, signIn, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The content kit's writes in the audit log (issue 23): each staff write of a kind, in a table of its own or kept as
// documents, leaves one entry in its own transaction (who, what, the fields before and after); an entry that cannot
// be written takes the write back with it; the scheduled publication is the system's.

type Body = Record<string, unknown>;
const send = (cookie: string, method: string, path: string, body?: unknown) => apiRequest(path, { method, body, headers: { cookie } });
const testimonial = { name: 'Ada Park', position: 'CTO', company: 'Volt Bank', testimonial: 'They delivered.' };
const newPage = { title: 'Audit Trail', path: '/audit-trail', seo: { description: 'Who changed what, and when.' } };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(engines)('audit entries of the content kit on %s', (engine) => {
  const current = useTestDb(engine);
  let cookie = '';
  beforeEach(async () => {
    resetNextCache();
    resetRateLimitsForTests();
    await addStaff(STAFF);
    cookie = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
  });

  const post = (kind: string, body: Body) => collection.POST(send(cookie, 'POST', `/api/admin/${kind}`, body), params({ kind }));
  const patch = (kind: string, id: string, body: Body) => item.PATCH(send(cookie, 'PATCH', `/api/admin/${kind}/${id}`, body), params({ kind, id }));
  const remove = (kind: string, id: string) => item.DELETE(send(cookie, 'DELETE', `/api/admin/${kind}/${id}`), params({ kind, id }));
  const publish = (kind: string, id: string, body?: Body) => PUBLISH(send(cookie, 'POST', `/api/admin/${kind}/${id}/publish`, body), params({ kind, id }));
  const working = async (kind: string, id: string) => (await json(await item.GET(send(cookie, 'GET', `/api/admin/${kind}/${id}`), params({ kind, id })))).data as Body & { revision: number; blocks: Body[] };
  const versions = async (kind: string, id: string) => (await json(await VERSIONS(send(cookie, 'GET', `/api/admin/${kind}/${id}/versions`), params({ kind, id })))).data as Array<{ id: string; revision: number }>;
  const by = { id: expect.any(String), email: STAFF.email };
  const createPage = async () => {
    const created = await post('pages', newPage);
    expect(created.status).toBe(201);
    return (await json(created)).data as Body & { id: string; blocks: Body[] };
  };

  it('a testimonial: create, update and delete each leave an entry with the fields before and after', async () => {
    const created = await post('testimonials', testimonial);
    expect(created.status).toBe(201);
    const { id } = (await json(created)).data;
    expect((await patch('testimonials', id, { testimonial: 'They delivered, twice.', isFeatured: true })).status).toBe(200);
    // The same values again: no entry.
    expect((await patch('testimonials', id, { testimonial: 'They delivered, twice.' })).status).toBe(200);
    expect((await remove('testimonials', id)).status).toBe(204);

    const [create, update, removed, ...more] = await auditEntries(current().db, 'testimonials');
    expect(more).toEqual([]);
    expect(create).toMatchObject({ action: 'create', entity: 'testimonials', entityId: id, actor: by, changes: { name: { before: null, after: 'Ada Park' }, testimonial: { before: null, after: 'They delivered.' } } });
    expect(create!.changes).not.toHaveProperty('id');
    expect(update).toMatchObject({ action: 'update', entityId: id, actor: by });
    expect(update!.changes).toEqual({ testimonial: { before: 'They delivered.', after: 'They delivered, twice.' }, isFeatured: { before: false, after: true } });
    expect(removed).toMatchObject({ action: 'delete', entityId: id, actor: by, changes: { testimonial: { before: 'They delivered, twice.', after: null } } });
  });

  it('a testimonial whose entry cannot be written is not written either (500, nothing changed)', async () => {
    const { id } = (await json(await post('testimonials', testimonial))).data;
    const db = current().db;
    const count = async () => Number((await db.selectFrom('testimonials').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await withAuditBroken(db, async () => {
      expect((await post('testimonials', { ...testimonial, name: 'Never Kept' })).status).toBe(500);
      expect((await patch('testimonials', id, { testimonial: 'Never kept.' })).status).toBe(500);
      expect((await remove('testimonials', id)).status).toBe(500);
    });
    expect(await count()).toBe(before);
    expect(await db.selectFrom('testimonials').select('testimonial').where('id', '=', id).executeTakeFirst()).toEqual({ testimonial: 'They delivered.' });
    expect((await auditEntries(db, 'testimonials')).map((entry) => entry.action)).toEqual(['create']);
  });

  it('a page: create, save (a block’s field by its label), publish, schedule, unschedule, restore and delete each leave an entry', async () => {
    const page = await createPage();
    const { id } = page;
    const heading = (text: string, blocks = page.blocks) => ({ blocks: [{ ...blocks[0], heading: text }, ...blocks.slice(1)] });
    expect((await patch('pages', id, heading('Who did what'))).status).toBe(200);
    // An autosave of the same values: kept, but no entry.
    expect((await patch('pages', id, heading('Who did what'))).status).toBe(200);
    expect((await publish('pages', id)).status).toBe(200);
    expect((await patch('pages', id, { path: '/audit-log' })).status).toBe(200);
    expect((await publish('pages', id)).status).toBe(200);
    expect((await patch('pages', id, { title: 'The Audit Trail' })).status).toBe(200);
    const at = inMinutes(60).toISOString();
    expect((await publish('pages', id, { publishAt: at })).status).toBe(200);
    expect((await publish('pages', id, { publishAt: null })).status).toBe(200);
    const first = (await versions('pages', id)).find((version) => version.revision === 1)!;
    const restored = await RESTORE(send(cookie, 'POST', `/api/admin/pages/${id}/versions/${first.id}/restore`), params({ kind: 'pages', id, versionId: first.id }));
    expect(restored.status).toBe(200);
    expect((await remove('pages', id)).status).toBe(204);

    const entries = await auditEntries(current().db, 'pages');
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'publish', 'update', 'publish', 'update', 'schedule', 'unschedule', 'restore', 'delete']);
    for (const entry of entries) expect(entry).toMatchObject({ entity: 'pages', entityId: id, actor: by });
    const [create, save, published, moved, moveLive, retitled, scheduled, unscheduled, restore, deleted] = entries;
    expect(create!.changes).toMatchObject({ title: { label: 'Title', before: '', after: 'Audit Trail' }, path: { label: 'Address', after: '/audit-trail' } });
    expect(save!.changes).toEqual({ 'blocks.0.heading': { label: 'Blocks › 1. Page heading › Heading', before: 'Audit Trail', after: 'Who did what' } });
    expect(published!.changes).toEqual({ path: { before: null, after: '/audit-trail' } });
    expect(moved!.changes).toEqual({ path: { label: 'Address', before: '/audit-trail', after: '/audit-log' } });
    expect(moveLive!.changes).toEqual({ path: { before: '/audit-trail', after: '/audit-log' } });
    expect(retitled!.changes).toEqual({ title: { label: 'Title', before: 'Audit Trail', after: 'The Audit Trail' } });
    expect(scheduled!.changes).toEqual({ publishAt: at });
    expect(unscheduled!.changes).toEqual({ publishAt: at });
    expect(restore!.changes).toMatchObject({ version: 1, title: { before: 'The Audit Trail', after: 'Audit Trail' }, path: { before: '/audit-log', after: '/audit-trail' }, 'blocks.0.heading': { before: 'Who did what', after: 'Audit Trail' } });
    expect(deleted!.changes).toMatchObject({ title: { label: 'Title', before: 'Audit Trail', after: '' } });
  });

  it('a scheduled publication done by the watcher is the system’s entry: no actor, scheduled', async () => {
    const page = await createPage();
    const soon = inMinutes(1);
    expect((await publish('pages', page.id, { publishAt: soon.toISOString() })).status).toBe(200);
    expect(await kindParts(pages).publishing!.publishDue(new Date(soon.getTime() + 1000))).toEqual([]);
    expect((await working('pages', page.id)).status).toBe('published');
    const [, schedule, done] = await auditEntries(current().db, 'pages');
    expect(schedule).toMatchObject({ action: 'schedule', actor: by });
    expect(done).toEqual({ action: 'publish', entity: 'pages', entityId: page.id, actor: { id: null, email: null }, changes: { scheduled: true, path: { before: null, after: '/audit-trail' } } });
  });

  it('the navigation (a singleton) saved at /api/admin/globals and published together with a page: an entry for each', async () => {
    const global = await globalItem.GET(send(cookie, 'GET', '/api/admin/globals/navigation'), params({ key: 'navigation' }));
    const nav = (await json(global)).data as { id: string; items: Array<Body & { text: string }> };
    const items = nav.items.map((entry, index) => (index === 3 ? { ...entry, text: 'Why Us' } : entry));
    expect((await globalItem.PATCH(send(cookie, 'PATCH', '/api/admin/globals/navigation', { items }), params({ key: 'navigation' }))).status).toBe(200);
    const page = await createPage();
    const together = await PUBLISH_TOGETHER(send(cookie, 'POST', '/api/admin/publish', { items: [{ kind: 'navigation', id: nav.id }, { kind: 'pages', id: page.id }] }), params({}));
    expect(together.status).toBe(200);

    const [save, published] = await auditEntries(current().db, 'navigation');
    expect(save).toMatchObject({ action: 'update', entity: 'navigation', entityId: nav.id, actor: by, changes: { 'items.3.text': { label: 'Menu items › 4 › Label', before: 'Why Choose Us', after: 'Why Us' } } });
    expect(published).toEqual({ action: 'publish', entity: 'navigation', entityId: nav.id, actor: by, changes: { batch: true } });
    expect((await auditEntries(current().db, 'pages')).at(-1)).toEqual({ action: 'publish', entity: 'pages', entityId: page.id, actor: by, changes: { batch: true, path: { before: null, after: '/audit-trail' } } });
  });

  it('a page whose entry cannot be written is not written either: no document, draft or version', async () => {
    const page = await createPage();
    const db = await getDb();
    const documents = async () => Number((await db.selectFrom('documents').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'pages').executeTakeFirstOrThrow()).n);
    const counted = await documents();
    const before = await working('pages', page.id);
    const kept = await versions('pages', page.id);
    await withAuditBroken(db, async () => {
      expect((await post('pages', { ...newPage, path: '/never-kept' })).status).toBe(500);
      expect((await patch('pages', page.id, { title: 'Never kept' })).status).toBe(500);
      expect((await publish('pages', page.id)).status).toBe(500);
      expect((await publish('pages', page.id, { publishAt: inMinutes(60).toISOString() })).status).toBe(500);
      expect((await remove('pages', page.id)).status).toBe(500);
    });
    expect(await documents()).toBe(counted);
    expect(await working('pages', page.id)).toEqual(before);
    expect(await versions('pages', page.id)).toEqual(kept);
    expect((await auditEntries(db, 'pages')).map((entry) => entry.action)).toEqual(['create']);
  });
});
