import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CONTACT } from '@/app/api/contact/route';
import { POST as APPLY } from '@/app/api/applications/route';
import * as lead from '@/app/api/admin/contact-requests/[id]/route';
import { POST as LEAD_NOTE } from '@/app/api/admin/contact-requests/[id]/notes/route';
import { POST as LEAD_RETRY } from '@/app/api/admin/contact-requests/[id]/deliveries/[deliveryId]/retry/route';
import * as application from '@/app/api/admin/applications/[id]/route';
import { POST as APPLICATION_NOTE } from '@/app/api/admin/applications/[id]/notes/route';
import { POST as APPLICATION_RETRY } from '@/app/api/admin/applications/[id]/deliveries/[deliveryId]/retry/route';
import { GET as CV } from '@/app/api/admin/applications/[id]/cv/route';
import { POST as PRIVACY_ERASE } from '@/app/api/admin/privacy/erase/route';
import { addStaff } from '@/server/auth/staff-accounts';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { enqueue } from '@/server/outbox/repository';
import { createContactRequest } from '@/server/repositories/contact-requests';
import { makePdf } from '../support/cv-files';
import { apiRequest, json, noParams, ORIGIN, params } from './support/api';
import { auditEntries, withAuditBroken } from './support/audit';
import { sessionCookieOf, signIn, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';
import { useMediaDataDir } from './support/media';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// Leads and applications in the audit log (issue 23): each staff write (status and owner, a note, "retry now", a
// delete, a privacy erasure) leaves one entry in the write's own transaction, naming the member; an entry that cannot
// be written takes the write back with it (500, nothing changed). A visitor's form is no staff write: no entry.

const send = (cookie: string, method: string, path: string, body?: unknown) => apiRequest(path, { method, body, headers: { cookie } });
const visitor = { name: 'Jo Lee', email: 'Jo@Acme.example', company: 'Acme', message: 'We need a cloud cost review, the details are private.' };
const longNote = `Called back; ${'x'.repeat(600)}`;

describe.each(engines)('audit entries of leads and applications on %s', (engine) => {
  const current = useTestDb(engine);
  useMediaDataDir();
  let cookie = '';
  let by = { id: '', email: STAFF.email };
  beforeEach(async () => {
    resetNextCache();
    resetRateLimitsForTests();
    const member = await addStaff(STAFF);
    by = { id: member.id, email: STAFF.email };
    cookie = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
  });

  const newLead = () => createContactRequest(visitor, 'UA/1', ['staff_email']);
  const deliveryOf = async (column: 'lead_id' | 'application_id', id: string) => (await current().db.selectFrom('outbox').select('id').where(column, '=', id).executeTakeFirstOrThrow()).id;
  const leadRow = (id: string) => current().db.selectFrom('contact_requests').select(['status', 'owner_id']).where('id', '=', id).executeTakeFirst();
  const patchLead = (id: string, body: unknown) => lead.PATCH(send(cookie, 'PATCH', `/api/admin/contact-requests/${id}`, body), params({ id }));
  const noteLead = (id: string, body: string) => LEAD_NOTE(send(cookie, 'POST', `/api/admin/contact-requests/${id}/notes`, { body }), params({ id }));

  /** An application as the careers form sends it (a public write), with a notification queued for the retry. */
  async function apply(): Promise<string> {
    const form = new FormData();
    for (const [key, value] of Object.entries({ opening: '/careers/devops-engineer', name: 'Jane Doe', email: 'jane@example.com', motivation: 'I have run Kubernetes platforms for five years.', consent: 'on', fillMs: '45000' })) form.set(key, value);
    form.set('cv', new File([new Uint8Array(makePdf())], 'Jane Doe CV.pdf', { type: 'application/pdf' }));
    const answer = await APPLY(new Request(`${ORIGIN}/api/applications`, { method: 'POST', body: form, headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.30' } }), noParams);
    expect(answer.status).toBe(201);
    const id = (await json(answer)).data.id as string;
    await current().db.transaction().execute((trx) => enqueue(trx, { applicationId: id }, ['staff_email'], new Date()));
    return id;
  }
  const cvOf = (id: string) => CV(send(cookie, 'GET', `/api/admin/applications/${id}/cv`), params({ id }));

  it('a lead: status and owner, a note, "retry now" and a delete each leave one entry by the member; the visitor’s form none', async () => {
    const posted = await CONTACT(apiRequest('/api/contact', { method: 'POST', body: visitor, headers: { 'x-forwarded-for': '198.51.100.7' } }), noParams);
    expect(posted.status).toBe(201);
    const { id } = await newLead();
    expect(await auditEntries(current().db, 'contact-requests')).toEqual([]);

    expect((await patchLead(id, { status: 'contacted', ownerId: by.id })).status).toBe(200);
    // A save that changes nothing records nothing; a status alone records the status alone.
    expect((await patchLead(id, { status: 'contacted' })).status).toBe(200);
    expect((await patchLead(id, { status: 'qualified' })).status).toBe(200);
    const noted = await noteLead(id, longNote);
    expect(noted.status).toBe(201);
    const noteId = (await json(noted)).data.id as string;
    const delivery = await deliveryOf('lead_id', id);
    const retryPath = `/api/admin/contact-requests/${id}/deliveries/${delivery}/retry`;
    expect((await LEAD_RETRY(send(cookie, 'POST', retryPath), params({ id, deliveryId: delivery }))).status).toBe(200);
    expect((await lead.DELETE(send(cookie, 'DELETE', `/api/admin/contact-requests/${id}`), params({ id }))).status).toBe(204);

    const entries = await auditEntries(current().db, 'contact-requests');
    expect(entries).toEqual([
      { action: 'update', entity: 'contact-requests', entityId: id, actor: by, changes: { status: { before: 'new', after: 'contacted' }, ownerId: { before: null, after: by.id } } },
      { action: 'update', entity: 'contact-requests', entityId: id, actor: by, changes: { status: { before: 'contacted', after: 'qualified' } } },
      { action: 'note', entity: 'contact-requests', entityId: id, actor: by, changes: { noteId, characters: longNote.length } },
      { action: 'retry', entity: 'contact-requests', entityId: id, actor: by, changes: { delivery, channel: 'staff_email' } },
      // Nothing of the person: the id of what was deleted.
      { action: 'delete', entity: 'contact-requests', entityId: id, actor: by, changes: null },
    ]);
    // What the visitor wrote is not copied into the log.
    expect(JSON.stringify(entries)).not.toContain('details are private');
  });

  it('a lead whose entry cannot be written keeps its status and gets no note (500, nothing changed)', async () => {
    const { id } = await newLead();
    const db = current().db;
    await withAuditBroken(db, async () => {
      expect((await patchLead(id, { status: 'won', ownerId: by.id })).status).toBe(500);
      expect((await noteLead(id, 'Never kept.')).status).toBe(500);
    });
    expect(await leadRow(id)).toEqual({ status: 'new', owner_id: null });
    expect(await db.selectFrom('lead_notes').select('id').where('lead_id', '=', id).execute()).toEqual([]);
    // Nor did their timeline entries stay.
    expect((await db.selectFrom('lead_activity').select('kind').where('lead_id', '=', id).execute()).map((row) => row.kind)).toEqual(['created']);
    expect(await auditEntries(db, 'contact-requests')).toEqual([]);
  });

  it('an application: status and owner, a note, "retry now" and a delete each leave one entry by the member; the careers form none', async () => {
    const id = await apply();
    expect(await auditEntries(current().db, 'applications')).toEqual([]);

    expect((await application.PATCH(send(cookie, 'PATCH', `/api/admin/applications/${id}`, { status: 'screening', ownerId: by.id }), params({ id }))).status).toBe(200);
    const noted = await APPLICATION_NOTE(send(cookie, 'POST', `/api/admin/applications/${id}/notes`, { body: 'Strong on Kubernetes.' }), params({ id }));
    expect(noted.status).toBe(201);
    const noteId = (await json(noted)).data.id as string;
    const delivery = await deliveryOf('application_id', id);
    const retryPath = `/api/admin/applications/${id}/deliveries/${delivery}/retry`;
    expect((await APPLICATION_RETRY(send(cookie, 'POST', retryPath), params({ id, deliveryId: delivery }))).status).toBe(200);
    expect((await application.DELETE(send(cookie, 'DELETE', `/api/admin/applications/${id}`), params({ id }))).status).toBe(204);

    expect(await auditEntries(current().db, 'applications')).toEqual([
      { action: 'update', entity: 'applications', entityId: id, actor: by, changes: { status: { before: 'new', after: 'screening' }, ownerId: { before: null, after: by.id } } },
      { action: 'note', entity: 'applications', entityId: id, actor: by, changes: { noteId, characters: 'Strong on Kubernetes.'.length } },
      { action: 'retry', entity: 'applications', entityId: id, actor: by, changes: { delivery, channel: 'staff_email' } },
      { action: 'delete', entity: 'applications', entityId: id, actor: by, changes: null },
    ]);
  });

  it('an application whose deletion cannot be recorded stays (500), its CV gone first: never a CV nothing names', async () => {
    const id = await apply();
    const db = current().db;
    await withAuditBroken(db, async () => {
      expect((await application.DELETE(send(cookie, 'DELETE', `/api/admin/applications/${id}`), params({ id }))).status).toBe(500);
    });
    expect(await db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
    expect(await db.selectFrom('outbox').select('id').where('application_id', '=', id).execute()).toHaveLength(1);
    expect((await cvOf(id)).status).toBe(404);
    expect(await auditEntries(db, 'applications')).toEqual([]);
    // Deleted again once the entry can be written.
    expect((await application.DELETE(send(cookie, 'DELETE', `/api/admin/applications/${id}`), params({ id }))).status).toBe(204);
    expect(await auditEntries(db, 'applications')).toMatchObject([{ action: 'delete', entityId: id }]);
  });

  it('a privacy erasure records its counts in the erasure’s transaction; one that cannot be recorded erases no lead', async () => {
    const db = current().db;
    const first = await newLead();
    await newLead();
    await withAuditBroken(db, async () => {
      expect((await PRIVACY_ERASE(send(cookie, 'POST', '/api/admin/privacy/erase', { email: 'jo@acme.example' }), noParams)).status).toBe(500);
    });
    expect(await leadRow(first.id)).toEqual({ status: 'new', owner_id: null });

    const erased = await PRIVACY_ERASE(send(cookie, 'POST', '/api/admin/privacy/erase', { email: 'jo@acme.example' }), noParams);
    expect((await json(erased)).data).toMatchObject({ erased: 2, applications: 0, applicationsLeft: 0 });
    expect(await leadRow(first.id)).toBeUndefined();
    expect(await auditEntries(db, 'personal-data')).toEqual([
      { action: 'privacy-erase', entity: 'personal-data', entityId: 'jo@acme.example', actor: by, changes: { leads: 2, applications: 0, applicationsLeft: 0 } },
    ]);
  });
});
