import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as listRoute } from '@/app/api/admin/contact-requests/route';
import { GET as leadRoute, PATCH } from '@/app/api/admin/contact-requests/[id]/route';
import { POST as addNote } from '@/app/api/admin/contact-requests/[id]/notes/route';
import { POST as retryDeliveryRoute } from '@/app/api/admin/contact-requests/[id]/deliveries/[deliveryId]/retry/route';
import { GET as exportCsv } from '@/app/api/admin/contact-requests/export/route';
import * as eraseModule from '@/app/api/admin/privacy/erase/route';
import * as exportModule from '@/app/api/admin/privacy/export/route';
import { POST as contact } from '@/app/api/contact/route';
import { MAX_VALUE_LENGTH } from '@/lib/attribution';
import { PRIVACY_TEXT_VERSION } from '@/lib/leads';
import { resetEnvForTests } from '@/server/env';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { applyRetention } from '@/server/privacy';
import { createContactRequest, type NewLead } from '@/server/repositories/contact-requests';
import { leadSummary } from '@/server/repositories/lead-inbox';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState, staffUser } from './support/guard-mock';

vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));
vi.mock('@/server/mail', () => ({ notifyContactRequest: vi.fn(async () => undefined) }));
// The owner must be a staff account: the guard mock's user is the one staff account here.
vi.mock('@/server/auth/staff-accounts', () => ({
  listStaff: async () => [{ id: 'user-1', email: 'staff@test.example', name: 'Staff', role: 'admin', createdAt: new Date() }],
}));
process.env.TRUST_PROXY = '1';

const valid = { name: 'Jo Lee', email: 'jo@acme.example', company: 'Acme', message: 'We need a cloud cost review.' };
let ipCounter = 0;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  contact(apiRequest('/api/contact', { method: 'POST', body, headers: { 'x-forwarded-for': `198.51.100.${(ipCounter += 1) % 250}`, ...headers } }), noParams);
const list = async (query = '') => json(await listRoute(apiRequest(`/api/admin/contact-requests${query}`), noParams));
const detail = async (id: string) => (await json(await leadRoute(apiRequest(`/api/admin/contact-requests/${id}`), params({ id })))).data;
const patch = (id: string, body: unknown) => PATCH(apiRequest(`/api/admin/contact-requests/${id}`, { method: 'PATCH', body }), params({ id }));
const add = (values: Partial<typeof valid> = {}, extra: Partial<NewLead> = {}) =>
  createContactRequest({ ...valid, ...values, ...extra }, 'UA/1');

describe.each(engines)('leads on %s', (engine) => {
  const current = useTestDb(engine);
  beforeEach(() => {
    guardState.mode = 'staff';
    resetRateLimitsForTests();
  });

  it('stores the optional fields, the consent with its time and text version, and cleaned attribution', async () => {
    const long = 'x'.repeat(500);
    const response = await post({
      ...valid,
      phone: '+31 20 123 4567',
      service: 'ai',
      industry: 'fintech',
      marketingConsent: true,
      attribution: {
        first: { utm_source: 'LinkedIn', utm_campaign: long, gclid: 'abc', referrer: 'https://www.linkedin.com/feed/?secret=1', landing_page: '/services?utm_source=LinkedIn', evil: 'dropped' },
        last: { utm_source: 'newsletter', utm_medium: 'email', landing_page: 'https://evil.example/' },
        page: '/contact',
        name: 'not an answer',
      },
    });
    expect(response.status).toBe(201);
    const lead = await detail((await json(response)).data.id);
    expect(lead).toMatchObject({ ...valid, phone: '+31 20 123 4567', service: 'ai', industry: 'fintech', status: 'new', source: 'newsletter', ownerId: null });
    expect(lead.marketingConsent).toEqual({ at: expect.stringMatching(/Z$/), version: PRIVACY_TEXT_VERSION });
    expect(lead.attribution).toEqual({
      first: { utm_source: 'LinkedIn', utm_campaign: 'x'.repeat(MAX_VALUE_LENGTH), gclid: 'abc', referrer: 'www.linkedin.com', landing_page: '/services?utm_source=LinkedIn' },
      last: { utm_source: 'newsletter', utm_medium: 'email' },
      page: '/contact',
    });
    expect(lead.activity).toEqual([expect.objectContaining({ kind: 'created', detail: { source: 'newsletter' } })]);

    // Without a consent tick nothing is recorded; a bad phone or service is a field error, like the spec's fields.
    const plain = await detail((await json(await post(valid))).data.id);
    expect(plain).toMatchObject({ marketingConsent: null, attribution: null, source: 'direct', phone: null, service: null });
    const bad = await json(await post({ ...valid, phone: 'call me maybe', service: 'astrology' }));
    expect(bad.error.fields).toEqual({ phone: 'Please enter a valid phone number', service: 'Please choose one of the services' });
  });

  it('without attribution, takes the campaign of the page the form was posted from (a browser without JavaScript)', async () => {
    const response = await post(valid, { referer: 'http://localhost:3000/contact?utm_source=google&utm_medium=cpc&gclid=G1' });
    const lead = await detail((await json(response)).data.id);
    expect(lead.source).toBe('google');
    expect(lead.attribution).toEqual({
      first: { utm_source: 'google', utm_medium: 'cpc', gclid: 'G1', landing_page: '/contact?utm_source=google&utm_medium=cpc&gclid=G1' },
      last: { utm_source: 'google', utm_medium: 'cpc', gclid: 'G1', landing_page: '/contact?utm_source=google&utm_medium=cpc&gclid=G1' },
      page: '/contact?utm_source=google&utm_medium=cpc&gclid=G1',
    });
    // Another site's page is never taken for ours.
    const other = await detail((await json(await post(valid, { referer: 'https://evil.example/contact?utm_source=x' }))).data.id);
    expect(other.attribution).toBeNull();
  });

  it('scores spam instead of dropping it: kept with reasons, no notification queued, out of the inbox until restored', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    process.env.CONTACT_NOTIFY_TO = 'sales@test.example';
    resetEnvForTests();
    try {
      const spam = await json(await post({ ...valid, email: 'bot@mailinator.com', message: 'Get backlinks at https://a.example and https://b.example and www.c.example now' }));
      const fast = await json(await post({ ...valid, fillMs: 900, message: 'Hello, see https://a.example for details.' }));
      const human = await json(await post({ ...valid, fillMs: 45_000 }));
      const spamLead = await detail(spam.data.id);
      expect(spamLead.status).toBe('spam');
      expect(spamLead.spamReasons).toEqual(['3 links in the message', 'disposable e-mail domain mailinator.com', 'spam phrase "backlinks"']);
      expect(spamLead.deliveries).toEqual([]);
      expect((await detail(fast.data.id)).spamReasons).toEqual(['sent 0.9 s after opening the form', '1 link in the message']);
      expect((await detail(human.data.id)).deliveries).toEqual([expect.objectContaining({ channel: 'staff_email', status: 'pending' })]);

      expect((await list()).data.map((lead: { id: string }) => lead.id)).toEqual([human.data.id]);
      expect((await list('?status=spam')).total).toBe(2);
      expect((await patch(spam.data.id, { status: 'new' })).status).toBe(200);
      expect((await list()).total).toBe(2);
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.CONTACT_NOTIFY_TO;
      resetEnvForTests();
    }
  });

  it('"Retry now" makes a failed delivery due at once; a sent one answers 409, an unknown one 404', async () => {
    const lead = await add({}, {});
    const at = new Date().toISOString();
    const failedId = '11111111-1111-4111-8111-111111111111';
    const sentId = '22222222-2222-4222-8222-222222222222';
    const row = { lead_id: lead.id, attempts: 10, locked_until: null, last_error: '451 Mailbox busy', created_at: at, updated_at: at };
    await current().db.insertInto('outbox').values([
      { ...row, id: failedId, channel: 'staff_email', status: 'failed', next_attempt_at: at, idempotency_key: `lead-${lead.id}-staff_email`, sent_at: null },
      { ...row, id: sentId, channel: 'slack', status: 'sent', next_attempt_at: at, idempotency_key: `lead-${lead.id}-slack`, sent_at: at },
    ]).execute();
    const retry = (deliveryId: string) => retryDeliveryRoute(apiRequest(`/api/admin/contact-requests/${lead.id}/deliveries/${deliveryId}/retry`, { method: 'POST' }), params({ id: lead.id, deliveryId }));
    const retried = await retry(failedId);
    expect(retried.status).toBe(200);
    const staffEmail = (await json(retried)).data.deliveries.find((delivery: { id: string }) => delivery.id === failedId);
    expect(staffEmail).toMatchObject({ status: 'pending', lastError: '451 Mailbox busy' });
    expect(Date.parse(staffEmail.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    expect((await retry(sentId)).status).toBe(409);
    expect((await retry('33333333-3333-4333-8333-333333333333')).status).toBe(404);
  });

  it('works a lead through the pipeline: status, owner and notes, each on the timeline; handled still means contacted', async () => {
    const lead = await add();
    const moved = await patch(lead.id, { status: 'qualified', ownerId: staffUser.id });
    expect(moved.status).toBe(200);
    expect((await json(moved)).data).toMatchObject({ status: 'qualified', ownerId: staffUser.id });
    expect((await json(await patch(lead.id, { status: 'handled' }))).data.status).toBe('contacted');
    const note = await addNote(apiRequest(`/api/admin/contact-requests/${lead.id}/notes`, { method: 'POST', body: { body: 'Called; wants a proposal by Friday.' } }), params({ id: lead.id }));
    expect(note.status).toBe(201);
    expect((await json(note)).data).toMatchObject({ authorEmail: staffUser.email, body: 'Called; wants a proposal by Friday.' });

    const seen = await detail(lead.id);
    expect(seen.notes).toHaveLength(1);
    expect(seen.activity.map((entry: { kind: string; detail: unknown }) => [entry.kind, entry.detail])).toEqual([
      ['created', { source: 'direct' }],
      ['status', { from: 'new', to: 'qualified' }],
      ['owner', { from: null, to: staffUser.id }],
      ['status', { from: 'qualified', to: 'contacted' }],
      ['note', { noteId: seen.notes[0].id }],
    ]);
    expect(seen.activity.filter((entry: { actorEmail: string | null }) => entry.actorEmail === staffUser.email)).toHaveLength(4);

    const refused = await json(await patch(lead.id, { status: 'archived', ownerId: 'nobody-here' }));
    expect(refused.error.fields).toEqual({ status: 'Status must be one of new, contacted, qualified, proposal, won, lost, spam' });
    expect((await json(await patch(lead.id, { ownerId: 'nobody-here' }))).error.fields).toEqual({ ownerId: 'Owner must be a staff account' });
    expect((await json(await patch(lead.id, {}))).error.fields).toEqual({ status: 'Send a status or an ownerId' });
    const empty = await addNote(apiRequest(`/api/admin/contact-requests/${lead.id}/notes`, { method: 'POST', body: { body: '  ' } }), params({ id: lead.id }));
    expect(empty.status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await addNote(apiRequest(`/api/admin/contact-requests/${unknown}/notes`, { method: 'POST', body: { body: 'x' } }), params({ id: unknown }))).status).toBe(404);
  });

  it('searches, filters, sorts and pages on the server, with the total', async () => {
    const at = (iso: string) => ({ created_at: iso, updated_at: iso });
    const rows = [
      await add({ name: 'Ada Fintech', company: 'Ledger BV' }, { attribution: { last: { utm_source: 'linkedin' } } }),
      await add({ name: 'Ben Logistics', email: 'ben@trucks.example', message: 'Route planning with machine learning please.' }),
      await add({ name: 'Cy Health', company: 'Clinic' }, { attribution: { first: { referrer: 'news.ycombinator.com' } } }),
    ];
    // Spread over days in the site's time zone (Europe/Amsterdam): 2026-03-01 23:30 local is still March 1st.
    const times = ['2026-03-01T22:30:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z'];
    for (const [i, row] of rows.entries()) await current().db.updateTable('contact_requests').set(at(times[i]!)).where('id', '=', row.id).execute();
    await patch(rows[1]!.id, { ownerId: staffUser.id, status: 'proposal' });

    const names = async (query: string) => (await list(query)).data.map((lead: { name: string }) => lead.name);
    expect(await names('')).toEqual(['Cy Health', 'Ben Logistics', 'Ada Fintech']);
    expect(await names('?sort=oldest')).toEqual(['Ada Fintech', 'Ben Logistics', 'Cy Health']);
    expect(await names('?q=LEDGER')).toEqual(['Ada Fintech']);
    expect(await names('?q=machine%20learning')).toEqual(['Ben Logistics']);
    expect(await names('?q=trucks.example')).toEqual(['Ben Logistics']);
    expect(await names('?q=100%25')).toEqual([]);
    expect(await names(`?owner=${staffUser.id}`)).toEqual(['Ben Logistics']);
    expect(await names('?owner=none')).toEqual(['Cy Health', 'Ada Fintech']);
    expect(await names('?status=proposal')).toEqual(['Ben Logistics']);
    expect(await names('?source=linkedin')).toEqual(['Ada Fintech']);
    expect(await names('?source=news.ycombinator.com')).toEqual(['Cy Health']);
    expect(await names('?from=2026-03-01&to=2026-03-01')).toEqual(['Ada Fintech']);
    expect(await names('?from=2026-03-02')).toEqual(['Cy Health', 'Ben Logistics']);
    expect(await names('?status=overdue')).toEqual(['Cy Health', 'Ada Fintech']);

    const paged = await list('?pageSize=2&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.data.map((lead: { name: string }) => lead.name)).toEqual(['Ada Fintech']);
    const bad = await listRoute(apiRequest('/api/admin/contact-requests?page=0&pageSize=1000&from=March'), noParams);
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['from', 'page', 'pageSize']);

    const summary = await leadSummary(new Date('2026-03-04T12:00:00.000Z'));
    expect(summary).toEqual({ new: 2, overdue: 2, thisWeek: [{ source: 'direct', count: 1 }, { source: 'linkedin', count: 1 }, { source: 'news.ycombinator.com', count: 1 }] });
  });

  it('exports the filtered set as a streamed CSV with the new columns', async () => {
    await add({ name: 'Kept Lead' }, { phone: '+1 555 0100', service: 'cloud', attribution: { first: { utm_source: 'google', gclid: 'G-1' }, page: '/contact' } });
    await add({ name: 'Other Lead', company: 'Elsewhere' });
    for (let i = 0; i < 120; i += 1) await add({ name: `Bulk ${i}`, company: 'Bulk Co' });
    const response = await exportCsv(apiRequest('/api/admin/contact-requests/export?q=kept'), noParams);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const [header, row, end] = csv.split('\r\n');
    expect(header).toContain('Received (site time),Status,Owner,Name,Email,Company,Phone,Service,Industry,Message,Source,First utm_source');
    // A phone number's leading + is a formula to a spreadsheet: it is made inert like any other.
    expect(row).toContain("Kept Lead,jo@acme.example,Acme,'+1 555 0100,Cloud-Smart Optimization,,We need a cloud cost review.,google,google");
    expect(row).toContain('G-1');
    expect(end).toBe('');
    // Every page of a large set arrives, in more than one chunk.
    const all = await exportCsv(apiRequest('/api/admin/contact-requests/export?q=bulk'), noParams);
    const reader = all.body!.getReader();
    let chunks = 0;
    let text = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks += 1;
      text += new TextDecoder().decode(next.value);
    }
    expect(chunks).toBeGreaterThan(2);
    expect(text.trim().split('\r\n')).toHaveLength(121);
  });

  it('keeps leads CONTACT_RETENTION_MONTHS: older ones go with their notes, timeline and deliveries', async () => {
    process.env.CONTACT_RETENTION_MONTHS = '24';
    resetEnvForTests();
    try {
      const old = await add({ name: 'Old Lead' });
      const recent = await add({ name: 'Recent Lead' });
      await addNote(apiRequest(`/api/admin/contact-requests/${old.id}/notes`, { method: 'POST', body: { body: 'Old note' } }), params({ id: old.id }));
      await current().db.updateTable('contact_requests').set({ created_at: '2024-01-01T00:00:00.000Z' }).where('id', '=', old.id).execute();
      expect(await applyRetention(new Date('2026-02-01T00:00:00.000Z'))).toBe(1);
      expect((await list()).data.map((lead: { name: string }) => lead.name)).toEqual(['Recent Lead']);
      for (const table of ['lead_notes', 'lead_activity'] as const) {
        expect(await current().db.selectFrom(table).select('lead_id').where('lead_id', '=', old.id).execute()).toEqual([]);
      }
      expect(recent.id).toBeTruthy();
    } finally {
      delete process.env.CONTACT_RETENTION_MONTHS;
      resetEnvForTests();
    }
  });

  it('finds everything for an e-mail address as JSON, then erases it: the address in a POST body, never the URL', async () => {
    const mine = await add({ email: 'Person@Example.com' });
    await add({ email: 'person@example.com', name: 'Second Visit' });
    await add({ email: 'someone.else@example.com' });
    await addNote(apiRequest(`/api/admin/contact-requests/${mine.id}/notes`, { method: 'POST', body: { body: 'Asked for their data.' } }), params({ id: mine.id }));
    // Only POST: no method reads an address from the query string.
    expect(Object.keys(exportModule)).toEqual(['POST']);
    expect(Object.keys(eraseModule)).toEqual(['POST']);
    const exported = await exportModule.POST(apiRequest('/api/admin/privacy/export', { method: 'POST', body: { email: 'person@example.com' } }), noParams);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="personal-data-person@example.com.json"');
    const { data } = await json(exported);
    expect(data.leads).toHaveLength(2);
    expect(data.leads[0].notes[0].body).toBe('Asked for their data.');
    const fromQuery = await exportModule.POST(apiRequest('/api/admin/privacy/export?email=person@example.com', { method: 'POST', body: {} }), noParams);
    expect(fromQuery.status).toBe(400);
    expect((await json(fromQuery)).error.fields).toEqual({ email: 'Enter the e-mail address to look for' });
    const erased = await eraseModule.POST(apiRequest('/api/admin/privacy/erase', { method: 'POST', body: { email: 'PERSON@example.com' } }), noParams);
    expect((await json(erased)).data).toEqual({ email: 'PERSON@example.com', erased: 2, applications: 0, applicationsLeft: 0 });
    expect((await list()).total).toBe(1);
    expect((await eraseModule.POST(apiRequest('/api/admin/privacy/erase', { method: 'POST', body: { email: 'nope' } }), noParams)).status).toBe(400);
  });
});
