import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/applications/route';
import { GET as LIST } from '@/app/api/admin/applications/route';
import { DELETE, GET as ITEM, PATCH } from '@/app/api/admin/applications/[id]/route';
import { GET as CV } from '@/app/api/admin/applications/[id]/cv/route';
import { GET as EXPORT } from '@/app/api/admin/applications/export/route';
import { POST as NOTE } from '@/app/api/admin/applications/[id]/notes/route';
import { POST as PRIVACY_EXPORT } from '@/app/api/admin/privacy/export/route';
import { POST as PRIVACY_ERASE } from '@/app/api/admin/privacy/erase/route';
import { applyApplicationRetention } from '@/server/privacy';
import { resetEnvForTests } from '@/server/env';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { sql } from 'kysely';
import { getDb } from '@/server/db';
import { kindRoutes } from '@/kit/server/kind-routes';
import { jobOpenings } from '@/kinds/job-openings/definition';
import { makeDocx, makePdf } from '../support/cv-files';
import { apiRequest, json, noParams, ORIGIN, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { filesUnder, useMediaDataDir } from './support/media';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// Applications with a CV (issue 22): the CV's type by its bytes, kept where no public address reaches it (DATA_DIR's
// private folder, or the bucket's private prefix), read by staff only and always as a download; nothing half-written.

type Fields = Partial<Record<'opening' | 'name' | 'email' | 'phone' | 'linkedin' | 'motivation' | 'consent' | 'website' | 'fillMs', string>>;
const valid: Fields = { opening: '/careers/devops-engineer', name: 'Jane Doe', email: 'jane@example.com', phone: '+31 6 1234 5678', linkedin: 'https://www.linkedin.com/in/jane-doe', motivation: 'I have run Kubernetes platforms for regulated clients for five years.', consent: 'on', fillMs: '45000' };

function application(fields: Fields, cv: File | null = new File([new Uint8Array(makePdf())], 'Jane Doe CV.pdf', { type: 'application/pdf' })): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (cv) form.set('cv', cv);
  return new Request(`${ORIGIN}/api/applications`, { method: 'POST', body: form, headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.9' } });
}
const apply = (fields: Fields = valid, cv?: File | null) => POST(application(fields, cv), noParams);
const rows = async () => (await getDb()).selectFrom('applications').selectAll().execute();
const item = (id: string) => ITEM(apiRequest(`/api/admin/applications/${id}`), params({ id }));
const download = (id: string) => CV(apiRequest(`/api/admin/applications/${id}/cv`), params({ id }));

function flows(storage: () => { stored: () => string[] }) {
  it('a PDF or Word CV is kept privately, listed for staff, and downloaded by them only, as an attachment', async () => {
    const created = await apply();
    expect(created.status).toBe(201);
    const { id } = (await json(created)).data as { id: string };
    expect(storage().stored()).toEqual([`${id}/cv.pdf`]);

    const list = await json(await LIST(apiRequest('/api/admin/applications'), noParams));
    expect(list).toMatchObject({ total: 1, page: 1, data: [{ id, name: 'Jane Doe', email: 'jane@example.com', status: 'new', opening: { title: 'DevOps Engineer' } }] });
    const one = (await json(await item(id))).data;
    expect(one).toMatchObject({ phone: '+31 6 1234 5678', linkedin: 'https://www.linkedin.com/in/jane-doe', consent: { version: expect.any(String) }, cv: { url: `/api/admin/applications/${id}/cv`, fileName: 'Jane Doe CV.pdf', size: makePdf().length, mimeType: 'application/pdf' } });
    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Jane Doe CV.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(makePdf())).toBe(true);

    // No session, no CV and no application: 401 before anything is read; another role, 403.
    for (const mode of ['anonymous', 'not-staff'] as const) {
      guardState.mode = mode;
      expect((await download(id)).status).toBe(mode === 'anonymous' ? 401 : 403);
      expect((await item(id)).status).toBe(mode === 'anonymous' ? 401 : 403);
      expect((await LIST(apiRequest('/api/admin/applications'), noParams)).status).toBe(mode === 'anonymous' ? 401 : 403);
    }
    guardState.mode = 'staff';

    const word = await apply({ ...valid, opening: 'general' }, new File([new Uint8Array(makeDocx())], 'cv.docx', { type: 'application/octet-stream' }));
    const general = (await json(word)).data.id as string;
    expect((await json(await item(general))).data).toMatchObject({ opening: null, cv: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } });
    expect((await json(await LIST(apiRequest('/api/admin/applications?opening=general'), noParams))).data.map((row: { id: string }) => row.id)).toEqual([general]);

    // Staff move it along the hiring steps; a status of no step is refused by name.
    const patch = (body: object) => PATCH(apiRequest(`/api/admin/applications/${id}`, { method: 'PATCH', body }), params({ id }));
    expect((await json(await patch({ status: 'interview' }))).data).toMatchObject({ status: 'interview' });
    expect((await json(await patch({ status: 'promoted' }))).error.fields.status).toMatch(/^Status must be one of new, screening/);
    expect((await json(await LIST(apiRequest('/api/admin/applications?status=interview'), noParams))).data.map((row: { id: string }) => row.id)).toEqual([id]);

    // Deleting an application deletes its file.
    expect((await DELETE(apiRequest(`/api/admin/applications/${id}`, { method: 'DELETE' }), params({ id }))).status).toBe(204);
    expect(storage().stored()).toEqual([`${general}/cv.docx`]);
    expect((await download(id)).status).toBe(404);
  });

  it('refuses a file that is not a PDF or Word document by its bytes, whatever its name, and stores nothing', async () => {
    const html = new File([new TextEncoder().encode('<!doctype html><script>alert(1)</script>')], 'cv.pdf', { type: 'application/pdf' });
    const refused = await apply(valid, html);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ cv: 'Your CV must be a PDF or a Word document (.docx); this file is neither' });
    expect((await json(await apply(valid, null))).error.fields.cv).toMatch(/^Please attach your CV/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf');
    const tooBig = await apply(valid, big);
    expect(tooBig.status).toBe(400);
    expect((await json(tooBig)).error.fields).toEqual({ cv: 'Your CV must be at most 5 MB' });
    // A body past the CV and its fields' framing is cut off while it is read: 413, with the same words.
    const huge = await POST(new Request(`${ORIGIN}/api/applications`, { method: 'POST', body: (() => { const form = new FormData(); form.set('cv', new File([new Uint8Array(6 * 1024 * 1024)], 'huge.pdf')); return form; })(), headers: { origin: ORIGIN } }), noParams);
    expect(huge.status).toBe(413);
    expect((await json(huge)).error.message).toBe('Your CV must be at most 5 MB');
    expect(await rows()).toEqual([]);
    expect(storage().stored()).toEqual([]);
  });

  it('leave with their CVs after the retention period counted from the last change, and on an erasure request', async () => {
    // The test moves the clock: an application sent now, another noted three months later.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-10T09:00:00Z') });
    try {
      const old = (await json(await apply())).data.id as string;
      const kept = (await json(await apply({ ...valid, email: 'kept@example.com' }))).data.id as string;
      vi.setSystemTime(new Date('2026-04-10T09:00:00Z'));
      expect((await NOTE(apiRequest(`/api/admin/applications/${kept}/notes`, { method: 'POST', body: { body: 'Strong platform work; invite.' } }), params({ id: kept }))).status).toBe(201);
      expect(storage().stored().sort()).toEqual([`${kept}/cv.pdf`, `${old}/cv.pdf`].sort());
      // Six months (APPLICATION_RETENTION_MONTHS' default) after the first one's last change, but not the second's.
      vi.setSystemTime(new Date('2026-07-10T09:00:01Z'));
      expect(await applyApplicationRetention()).toBe(1);
      expect((await rows()).map((row) => row.id)).toEqual([kept]);
      expect(storage().stored()).toEqual([`${kept}/cv.pdf`]);
      expect((await download(old)).status).toBe(404);
      vi.setSystemTime(new Date('2026-10-10T09:00:01Z'));
      expect(await applyApplicationRetention()).toBe(1);
      expect(await rows()).toEqual([]);
      expect(storage().stored()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }

    // A data subject's request by e-mail: the export holds the application, its notes and the CV's bytes; erasing removes the file.
    const { id } = (await json(await apply({ ...valid, email: 'Jane.Doe@Example.com' }))).data as { id: string };
    await NOTE(apiRequest(`/api/admin/applications/${id}/notes`, { method: 'POST', body: { body: 'Called her back.' } }), params({ id }));
    const exported = (await json(await PRIVACY_EXPORT(apiRequest('/api/admin/privacy/export', { method: 'POST', body: { email: 'jane.doe@example.com' } }), noParams))).data;
    expect(exported.leads).toEqual([]);
    expect(exported.applications).toMatchObject([{ id, email: 'Jane.Doe@Example.com', notes: [{ body: 'Called her back.' }], cv: { fileName: 'Jane Doe CV.pdf' } }]);
    expect(Buffer.from(exported.applications[0].cv.contentBase64, 'base64').equals(makePdf())).toBe(true);
    const erased = await json(await PRIVACY_ERASE(apiRequest('/api/admin/privacy/erase', { method: 'POST', body: { email: 'jane.doe@example.com' } }), noParams));
    expect(erased.data).toEqual({ email: 'jane.doe@example.com', erased: 0, applications: 1, applicationsLeft: 0 });
    expect(await rows()).toEqual([]);
    expect(storage().stored()).toEqual([]);
    expect(await (await getDb()).selectFrom('application_notes').selectAll().execute()).toEqual([]);
  });
}

describe.each(engines)('applications on %s, CVs under DATA_DIR', (engine) => {
  useTestDb(engine);
  const dataDir = useMediaDataDir();
  // The client's address from X-Forwarded-For (a proxy in front), so the budget is this address's.
  const trustProxy = process.env.TRUST_PROXY;
  beforeEach(() => {
    resetNextCache();
    resetRateLimitsForTests();
    guardState.mode = 'staff';
    process.env.TRUST_PROXY = '1';
    resetEnvForTests();
  });
  afterEach(() => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    resetEnvForTests();
  });
  flows(() => ({ stored: () => filesUnder(path.join(dataDir(), 'private-cv')) }));

  it('names each refused field, a closed opening included; a filled honeypot is kept as spam', async () => {
    const answer = await apply({ ...valid, name: 'J', email: 'not-an-address', linkedin: 'https://evil.example/in/x', motivation: 'Hi', consent: undefined, opening: '/careers/no-such-role' });
    expect(answer.status).toBe(400);
    expect(Object.keys((await json(answer)).error.fields).sort()).toEqual(['consent', 'email', 'linkedin', 'motivation', 'name']);
    const closedMessage = { opening: 'This position is no longer open: have a look at the open positions, or send a general application' };
    expect((await json(await apply({ ...valid, opening: '/careers/no-such-role' }))).error.fields).toEqual(closedMessage);
    // A published opening staff closed takes no more applications (its page says so).
    const openings = kindRoutes([jobOpenings]);
    const engineer = ((await json(await openings.collection.GET(apiRequest('/api/admin/job-openings'), params({ kind: 'job-openings' })))).data as Array<{ id: string; path: string }>).find((opening) => opening.path === valid.opening)!;
    await openings.item.PATCH(apiRequest(`/api/admin/job-openings/${engineer.id}`, { method: 'PATCH', body: { closed: true } }), params({ kind: 'job-openings', id: engineer.id }));
    await openings.publish.POST(apiRequest(`/api/admin/job-openings/${engineer.id}/publish`, { method: 'POST' }), params({ kind: 'job-openings', id: engineer.id }));
    expect((await json(await apply())).error.fields).toEqual(closedMessage);
    expect(await rows()).toEqual([]);
    expect(filesUnder(dataDir())).toEqual([]);

    const bot = await apply({ ...valid, opening: 'general', website: 'https://spam.example', fillMs: '400' });
    expect(bot.status).toBe(201);
    expect((await rows())[0]).toMatchObject({ status: 'spam' });
  });

  it('exports the filtered applications as CSV, every cell inert in a spreadsheet, without the files', async () => {
    await apply({ ...valid, name: 'Ann Formula', motivation: '=2+5;@SUM(A1:A9) is how I would start, then automate the rest.' });
    await apply({ ...valid, opening: 'general', name: 'Bob General' });
    const all = await EXPORT(apiRequest('/api/admin/applications/export'), noParams);
    expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await all.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Received,Received (site time),Status,Position,Name,Email,Phone,LinkedIn,Motivation,CV file name,CV size (bytes),CV type,Consent,Consent text version,Spam reasons');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=2+5;'@SUM(A1:A9) is how I would start, then automate the rest."`);
    expect(text).not.toContain('%PDF');
    const general = await (await EXPORT(apiRequest('/api/admin/applications/export?opening=general'), noParams)).text();
    expect(general).toContain('Bob General');
    expect(general).not.toContain('Ann Formula');
    guardState.mode = 'anonymous';
    expect((await EXPORT(apiRequest('/api/admin/applications/export'), noParams)).status).toBe(401);
  });

  it('answers 429 past the address’s budget, and 403 to another site’s page', async () => {
    for (let sent = 0; sent < 5; sent += 1) expect((await apply()).status).toBe(201);
    const limited = await apply();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const request = application(valid);
    const foreign = new Request(request, { headers: { origin: 'https://evil.example' } });
    expect((await POST(foreign, noParams)).status).toBe(403);
  });

  it('a browser sending the form itself comes back to its page: #applied, or #apply-failed (never another site)', async () => {
    const navigate = async (fields: Fields, cv?: File | null) => {
      const request = application(fields, cv);
      request.headers.set('sec-fetch-mode', 'navigate');
      const answer = await POST(request, noParams);
      return { status: answer.status, location: answer.headers.get('location') };
    };
    expect(await navigate(valid)).toEqual({ status: 303, location: '/careers/devops-engineer#applied' });
    expect(await navigate({ ...valid, opening: 'general' })).toEqual({ status: 303, location: '/careers#applied' });
    expect(await navigate(valid, new File([new TextEncoder().encode('<html>')], 'cv.pdf'))).toEqual({ status: 303, location: '/careers/devops-engineer#apply-failed' });
    expect(await navigate({ ...valid, opening: '//evil.example/x' })).toEqual({ status: 303, location: '/careers#apply-failed' });
  });

  it('keeps the name of the CV as sent, with the extension of what it is, and downloads it under that name', async () => {
    const html = new File([new Uint8Array(makePdf())], 'Ünïcode "résumé".html', { type: 'text/html' });
    const { id } = (await json(await apply(valid, html))).data as { id: string };
    expect((await json(await item(id))).data.cv.fileName).toBe('Ünïcode "résumé".pdf');
    expect((await download(id)).headers.get('content-disposition')).toBe(`attachment; filename="_n_code _r_sum__.pdf"; filename*=UTF-8''${encodeURIComponent('Ünïcode "résumé".pdf')}`);
  });

  it('leaves no CV behind when its row cannot be written', async () => {
    const db = await getDb();
    await sql`alter table applications rename to applications_away`.execute(db);
    try {
      expect((await apply()).status).toBe(500);
    } finally {
      await sql`alter table applications_away rename to applications`.execute(db);
    }
    expect(filesUnder(path.join(dataDir(), 'private-cv'))).toEqual([]);
  });
});

const BUCKET = 'smarttech-cv';
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Dir = '';
let endpoint = '';
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-s3rver-cv-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('applications with CVs in an S3 bucket (sqlite)', () => {
  useTestDb('sqlite');
  const dataDir = useMediaDataDir();
  beforeEach(() => {
    resetNextCache();
    resetRateLimitsForTests();
    guardState.mode = 'staff';
    Object.assign(process.env, { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
    resetEnvForTests();
    // Each test starts with an empty bucket (s3rver keeps its objects as files).
    fs.rmSync(path.join(s3Dir, BUCKET, 'private-cv'), { recursive: true, force: true });
  });
  // Under the bucket's private-cv/ prefix, none under DATA_DIR, none under media/ (what the media route reads).
  flows(() => ({
    stored: () => {
      expect(filesUnder(dataDir())).toEqual([]);
      const objects = filesUnder(path.join(s3Dir, BUCKET)).filter((file) => file.endsWith('._S3rver_object'));
      expect(objects.every((file) => file.startsWith('private-cv/'))).toBe(true);
      return objects.map((file) => file.replace(/^private-cv\//, '').replace(/\._S3rver_object$/, '')).sort();
    },
  }));
});
