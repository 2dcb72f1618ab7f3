import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/applications/route';
import { GET as ITEM, PATCH } from '@/app/api/admin/applications/[id]/route';
import { POST as NOTE } from '@/app/api/admin/applications/[id]/notes/route';
import { POST as RETRY } from '@/app/api/admin/applications/[id]/deliveries/[deliveryId]/retry/route';
import { POST as PRIVACY_EXPORT } from '@/app/api/admin/privacy/export/route';
import { POST as PRIVACY_ERASE } from '@/app/api/admin/privacy/erase/route';
import { retentionCutoff } from '@/server/privacy';
import { resetEnvForTests } from '@/server/env';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { getDb } from '@/server/db';
import { retryDelayMs } from '@/server/outbox/backoff';
import { startOutboxWorker } from '@/server/outbox/worker';
import { makePdf } from '../support/cv-files';
import { kindRoutes } from '@/kit/server/kind-routes';
import { pages } from '@/kinds/pages/definition';
import { apiRequest, json, noParams, ORIGIN, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState, staffUser } from './support/guard-mock';
import { useMediaDataDir } from './support/media';
import { resetNextCache } from './support/next-cache-mock';
import { startSmtpServer } from './support/smtp';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));
vi.mock('@/server/auth/staff-accounts', () => ({
  listStaff: async () => [{ id: 'user-1', email: 'staff@test.example', name: 'Staff', role: 'admin', createdAt: new Date() }],
}));

// Applications are worked like leads (issue 22): an owner, notes, and the hiring team's e-mail through the outbox,
// retried like a lead's notifications, on a real SMTP server.

const fields = { opening: '/careers/devops-engineer', name: 'Jane Doe', email: 'jane@example.com', linkedin: 'https://www.linkedin.com/in/jane-doe', motivation: 'I have run Kubernetes platforms for regulated clients for five years.', consent: 'on', fillMs: '45000' };

async function apply(extra: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...extra })) form.set(key, value);
  form.set('cv', new File([new Uint8Array(makePdf())], 'Jane Doe CV.pdf', { type: 'application/pdf' }));
  const answer = await POST(new Request(`${ORIGIN}/api/applications`, { method: 'POST', body: form, headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.20' } }), noParams);
  expect(answer.status).toBe(201);
  return (await json(answer)).data.id as string;
}
const detail = async (id: string) => (await json(await ITEM(apiRequest(`/api/admin/applications/${id}`), params({ id })))).data;
const patch = (id: string, body: object) => PATCH(apiRequest(`/api/admin/applications/${id}`, { method: 'PATCH', body }), params({ id }));
const note = (id: string, body: object) => NOTE(apiRequest(`/api/admin/applications/${id}/notes`, { method: 'POST', body }), params({ id }));

describe.each(engines)('working applications on %s', (engine) => {
  useTestDb(engine);
  useMediaDataDir();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    resetNextCache();
    resetRateLimitsForTests();
    guardState.mode = 'staff';
    smtp = await startSmtpServer();
    Object.assign(process.env, { SMTP_URL: smtp.url, HIRING_NOTIFY_TO: 'hiring@smarttech.example, cto@smarttech.example', TRUST_PROXY: '1' });
    resetEnvForTests();
  });
  afterEach(async () => {
    await smtp.close();
    for (const name of ['SMTP_URL', 'HIRING_NOTIFY_TO', 'TRUST_PROXY']) delete process.env[name];
    resetEnvForTests();
  });

  it('records the version of the privacy policy the site shows, as staff last published it', async () => {
    const routes = kindRoutes([pages]);
    const list = (await json(await routes.collection.GET(apiRequest('/api/admin/pages'), params({ kind: 'pages' })))).data as Array<{ id: string; path: string }>;
    const id = list.find((page) => page.path === '/privacy-policy')!.id;
    const page = (await json(await routes.item.GET(apiRequest(`/api/admin/pages/${id}`), params({ kind: 'pages', id })))).data as { blocks: Array<Record<string, unknown>> };
    const blocks = page.blocks.map((block) => (block.type === 'legal' ? { ...block, lastUpdated: '2026-12-01' } : block));
    expect((await routes.item.PATCH(apiRequest(`/api/admin/pages/${id}`, { method: 'PATCH', body: { blocks } }), params({ kind: 'pages', id }))).status).toBe(200);
    expect((await routes.publish.POST(apiRequest(`/api/admin/pages/${id}/publish`, { method: 'POST' }), params({ kind: 'pages', id }))).status).toBe(200);
    resetNextCache();
    expect((await detail(await apply())).consent.version).toBe('2026-12-01');
  });

  it('gets an owner and notes; each is a change that moves its last-change time', async () => {
    const id = await apply();
    const before = (await detail(id)).updatedAt as string;
    expect(await detail(id)).toMatchObject({ ownerId: null, notes: [] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await json(await patch(id, { ownerId: staffUser.id, status: 'screening' }))).data).toMatchObject({ ownerId: staffUser.id, status: 'screening' });
    expect((await json(await patch(id, { ownerId: 'nobody-here' }))).error.fields).toEqual({ ownerId: 'Owner must be a staff account' });
    expect((await json(await patch(id, {}))).error.fields).toEqual({ status: 'Send a status or an ownerId' });
    expect((await json(await patch(id, { ownerId: null }))).data.ownerId).toBeNull();

    const added = await note(id, { body: 'Strong on Kubernetes; invite for a call.' });
    expect(added.status).toBe(201);
    expect((await json(added)).data).toMatchObject({ authorEmail: staffUser.email, body: 'Strong on Kubernetes; invite for a call.' });
    expect((await json(await note(id, { body: '   ' }))).error.fields).toEqual({ body: 'Note is required' });
    expect((await note('00000000-0000-4000-8000-000000000000', { body: 'Lost' })).status).toBe(404);
    const after = await detail(id);
    expect(after.notes.map((entry: { body: string }) => entry.body)).toEqual(['Strong on Kubernetes; invite for a call.']);
    expect(after.updatedAt > before).toBe(true);
    guardState.mode = 'anonymous';
    expect((await note(id, { body: 'Not staff' })).status).toBe(401);
  });

  it('only admins and the hiring team see applications: a sales member’s privacy export counts them without their contents', async () => {
    await apply({ email: 'seeker@example.com' });
    const exportAs = async (role: 'admin' | 'sales' | 'hiring') => {
      guardState.role = role;
      const answer = await PRIVACY_EXPORT(apiRequest('/api/admin/privacy/export', { method: 'POST', body: { email: 'seeker@example.com' } }), noParams);
      guardState.role = 'admin';
      return answer;
    };
    expect((await json(await exportAs('admin'))).data).toMatchObject({ applications: [{ email: 'seeker@example.com' }], applicationsHeld: 1 });
    expect((await json(await exportAs('sales'))).data).toMatchObject({ applications: [], applicationsHeld: 1 });
    // Find counts without reading a CV; a sales member's erasure leaves the applications for those who may see them.
    expect((await json(await PRIVACY_EXPORT(apiRequest('/api/admin/privacy/export', { method: 'POST', body: { email: 'seeker@example.com', summary: true } }), noParams))).data).toEqual({ email: 'seeker@example.com', leads: 0, applications: 1 });
    guardState.role = 'sales';
    expect((await json(await PRIVACY_ERASE(apiRequest('/api/admin/privacy/erase', { method: 'POST', body: { email: 'seeker@example.com' } }), noParams))).data).toEqual({ email: 'seeker@example.com', erased: 0, applications: 0, applicationsLeft: 1 });
    guardState.role = 'admin';
    // A month's end stays in its month: 31 August less 6 months is 28 February, not 3 March.
    expect(retentionCutoff(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    // Privacy requests are not the hiring team's screen.
    expect((await exportAs('hiring')).status).toBe(403);
    guardState.role = 'sales';
    expect((await ITEM(apiRequest('/api/admin/applications/x'), params({ id: 'x' }))).status).toBe(403);
    guardState.role = 'admin';
  });

  it('announces each application to the hiring address through the outbox, retried after a refusal; spam is announced nowhere', async () => {
    let clock = new Date();
    const worker = startOutboxWorker({ tickMs: 3_600_000, now: () => clock });
    try {
      smtp.state.refuse = 1;
      const id = await apply();
      expect((await detail(id)).deliveries).toMatchObject([{ channel: 'hiring_email', status: 'pending', attempts: 0 }]);
      clock = new Date();
      await worker.tick();
      const failed = (await detail(id)).deliveries[0];
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
      clock = new Date(clock.getTime() + retryDelayMs(1)!);
      await worker.tick();
      expect((await detail(id)).deliveries[0]).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['hiring@smarttech.example', 'cto@smarttech.example']);
      expect(mail.idempotencyKey).toBe(`application-${id}-hiring_email`);
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      for (const part of ['Subject: New application from Jane Doe: DevOps Engineer', 'Reply-To: jane@example.com', 'Position: DevOps Engineer', 'LinkedIn: https://www.linkedin.com/in/jane-doe', 'five years', `/admin/applications/${id}`, 'CV: Jane Doe CV.pdf']) expect(text).toContain(part);
      // The CV stays private: never attached.
      expect(text).not.toMatch(/Content-Disposition: attachment|%PDF/);

      // "Retry now" on a sent one is refused; the retry route answers the application.
      const delivery = (await detail(id)).deliveries[0].id as string;
      expect((await RETRY(apiRequest(`/api/admin/applications/${id}/deliveries/${delivery}/retry`, { method: 'POST' }), params({ id, deliveryId: delivery }))).status).toBe(409);

      const spam = await apply({ website: 'https://spam.example', fillMs: '300' });
      expect((await detail(spam)).deliveries).toEqual([]);
      expect(await (await getDb()).selectFrom('outbox').select('application_id').where('application_id', '=', spam).execute()).toEqual([]);
    } finally {
      worker.stop();
    }
  });
});
