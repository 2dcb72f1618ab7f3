import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '@/lib/schemas/contact';
import { initialContactState } from '@/lib/contact-form-state';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { listContactRequests } from '@/server/repositories/contact-requests';
import { engines, useTestDb } from './support/db';

// The server action reads the request headers through next/headers, which needs a Next request scope.
const scope = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => scope.headers }));
vi.mock('@/server/mail', () => ({ notifyContactRequest: vi.fn(async () => undefined) }));

const { sendContactRequest } = await import('@/app/(site)/contact/actions');

const valid = { name: 'Jo Lee', email: 'jo@acme.example', company: 'Acme', message: 'We need a cloud cost review.' };
function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe.each(engines)('the contact server action on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetRateLimitsForTests();
    process.env.TRUST_PROXY = '1';
  });

  it('stores a valid request and answers success with empty values', async () => {
    scope.headers = new Headers({ 'x-forwarded-for': '203.0.113.7', 'user-agent': 'TestBrowser/1.0' });
    const state = await sendContactRequest(initialContactState, formData({ ...valid, website: '' }));
    expect(state).toMatchObject({ status: 'success', values: { name: '', email: '', company: '', message: '' } });
    expect(await listContactRequests()).toEqual([expect.objectContaining({ ...valid, userAgent: 'TestBrowser/1.0' })]);
  });

  it('answers the spec messages and keeps what was typed', async () => {
    scope.headers = new Headers({ 'x-forwarded-for': '203.0.113.7' });
    const typed = { name: 'J', email: 'nope', company: '', message: 'short' };
    const state = await sendContactRequest(initialContactState, formData(typed));
    expect(state).toMatchObject({ status: 'error', values: typed });
    expect(state.fields).toEqual({ name: contactMessages.name, email: contactMessages.email, company: contactMessages.company, message: contactMessages.message });
    expect(await listContactRequests()).toEqual([]);
  });

  it('rate-limits by the address the trusted proxy wrote, whatever the client puts in front of it', async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      // A forged left-hand entry changes on every request; the proxy-written right-hand entry does not.
      scope.headers = new Headers({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` });
      results.push((await sendContactRequest(initialContactState, formData({ ...valid, email: `jo${i}@acme.example` }))).status);
    }
    expect(results).toEqual(['success', 'success', 'success', 'success', 'success', 'error']);
    expect(await listContactRequests()).toHaveLength(5);
  });
});
