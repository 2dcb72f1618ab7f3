import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { contactMessages } from '@/lib/schemas/contact';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
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

describe.each(engines)('contact requests on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetRateLimitsForTests();
    vi.mocked(notifyContactRequest).mockClear();
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

  it('accepts a filled honeypot as if it worked, but stores and sends nothing', async () => {
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect((await json(response)).data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listContactRequests()).toEqual([]);
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
