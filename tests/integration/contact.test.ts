import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { contactMessages } from '@/lib/schemas/contact';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { logger } from '@/server/logger';
import { notifyContactRequest } from '@/server/mail';
import { listContactRequests } from '@/server/repositories/contact-requests';
import { submitContactRequest } from '@/server/services/contact';
import { apiRequest, json, noParams } from './support/api';
import { engines, useTestDb } from './support/db';

vi.mock('@/server/mail', () => ({ notifyContactRequest: vi.fn(async () => undefined) }));
// One trusted proxy: the last X-Forwarded-For entry is the client address.
process.env.TRUST_PROXY = '1';

const valid = { name: 'Jo Lee', email: 'jo@acme.example', company: 'Acme', message: 'We need a cloud cost review.' };
const send = (body: unknown, ip = '203.0.113.7', init: Parameters<typeof apiRequest>[1] = {}) =>
  POST(apiRequest('/api/contact', { method: 'POST', body, headers: { 'x-forwarded-for': ip, 'user-agent': 'TestBrowser/1.0' }, ...init }), noParams);

/** A real "connection refused" of each engine's driver (SQLite's libsql raises SQLITE_BUSY once its busy timeout runs out). */
async function unreachableError(engine: string): Promise<Error> {
  if (engine === 'postgres') return new pg.Client({ host: '127.0.0.1', port: 1 }).connect().then(() => new Error('connected?'), (error: Error) => error);
  return Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
}

describe.each(engines)('contact requests on %s', (engine) => {
  const current = useTestDb(engine);
  beforeEach(() => {
    resetRateLimitsForTests();
    vi.mocked(notifyContactRequest).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('POST /api/contact answers 503 with Retry-After in the error shape while the database is unreachable, then 201 again', async () => {
    // Every connection fails, as it does when the database is down (writes in a transaction included).
    vi.spyOn(current().db.getExecutor(), 'provideConnection').mockRejectedValue(await unreachableError(engine));
    const warn = vi.spyOn(logger(), 'warn');
    const error = vi.spyOn(logger(), 'error');
    const response = await send(valid);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await json(response)).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: expect.any(String) }), 'Database unavailable: answered 503');
    expect(error).not.toHaveBeenCalled();
    expect(notifyContactRequest).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect((await send(valid)).status).toBe(201);
    expect(await listContactRequests()).toHaveLength(1);
  });

  it('POST /api/contact stores the request with status new and the user agent, notifies, and answers 201 {data:{id}}', async () => {
    const response = await send({ ...valid, name: '  Jo Lee ', website: '' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    const stored = await listContactRequests();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: data.id, ...valid, status: 'new', userAgent: 'TestBrowser/1.0' });
    expect(notifyContactRequest).toHaveBeenCalledWith(expect.objectContaining({ id: data.id, email: valid.email }));
  });

  it('answers 400 with the spec messages for each invalid field and stores nothing', async () => {
    const response = await send({ name: 'J', email: 'not-an-email', company: ' ', message: 'short' });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.fields).toEqual({ name: contactMessages.name, email: contactMessages.email, company: contactMessages.company, message: contactMessages.message });
    expect(error.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      company: 'Company is required',
      message: 'Message must be at least 10 characters',
    });
    const missing = await json(await send({}));
    expect(Object.keys(missing.error.fields).sort()).toEqual(['company', 'email', 'message', 'name']);
    expect(await listContactRequests()).toEqual([]);
  });

  it('accepts a filled honeypot as if it worked, keeps it as spam with its reason, and notifies nobody', async () => {
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(await listContactRequests()).toEqual([expect.objectContaining({ id: data.id, status: 'spam', spamReasons: ['honeypot filled'] })]);
    expect(notifyContactRequest).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After when one address floods it; another address still gets through', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).status).toBe(201);
    const flooded = await send(valid);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(flooded)).error.code).toBe('rate_limited');
    expect((await send(valid, '198.51.100.9')).status).toBe(201);
    expect(await listContactRequests()).toHaveLength(6);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it buys no fresh budget', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await send(valid, `2001:db8:1:2::${i}`)).status).toBe(201);
    expect((await send(valid, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await send(valid, '2001:db8:1:3::1')).status).toBe(201);
  });

  it('refuses a cross-origin post (403) and a non-JSON body (415)', async () => {
    expect((await send(valid, '203.0.113.7', { origin: 'https://evil.example' })).status).toBe(403);
    const form = await POST(apiRequest('/api/contact', { method: 'POST', rawBody: 'name=x', headers: { 'content-type': 'text/plain' } }), noParams);
    expect(form.status).toBe(415);
    expect(await listContactRequests()).toEqual([]);
  });

  it('submitContactRequest (the server action path) returns ok/id, 400 fields and 429 in its documented shape', async () => {
    const meta = { ip: '192.0.2.1', userAgent: null };
    const ok = await submitContactRequest(valid, meta);
    expect(ok).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const bad = await submitContactRequest({ ...valid, email: 'x' }, meta);
    expect(bad).toMatchObject({ ok: false, status: 400, fields: { email: 'Please enter a valid email address' } });
    for (let i = 0; i < 4; i += 1) await submitContactRequest(valid, meta);
    expect(await submitContactRequest(valid, meta)).toMatchObject({ ok: false, status: 429 });
  });

  it('clients of unknown address (no trusted proxy) share one larger budget', async () => {
    const meta = { ip: null, userAgent: null };
    for (let i = 0; i < 30; i += 1) expect((await submitContactRequest(valid, meta)).ok).toBe(true);
    expect(await submitContactRequest(valid, meta)).toMatchObject({ ok: false, status: 429 });
    expect((await submitContactRequest(valid, { ip: '192.0.2.44', userAgent: null })).ok).toBe(true);
  });
});
