import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '@/content/contact';
import { contactMessages } from '@/lib/schemas/contact';
import { initialContactState } from '@/lib/contact-form-state';
import { setDbForTests, type Database } from '@/server/db';
import { publicConfig, resetEnvForTests } from '@/server/env';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { logger } from '@/server/logger';
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

/** A real "connection refused" of each engine's driver (SQLite's libsql raises SQLITE_BUSY once its busy timeout runs out). */
async function unreachableError(engine: string): Promise<Error> {
  if (engine === 'postgres') return new pg.Client({ host: '127.0.0.1', port: 1 }).connect().then(() => new Error('connected?'), (error: Error) => error);
  return Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
}

/** The answer while the database is away: a form-level message with our address, what was typed kept, one warning line. */
function expectRetryMessage(state: Awaited<ReturnType<typeof sendContactRequest>>, warn: ReturnType<typeof vi.spyOn>, error: ReturnType<typeof vi.spyOn>) {
  const message = contactForm.unavailable(publicConfig().contactEmail);
  expect(message).toBe(`We couldn't send your message just now. Please try again in a minute, or e-mail us at ${publicConfig().contactEmail}.`);
  expect(state).toEqual({ status: 'error', submission: expect.any(Number), message, values: valid });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith({ reason: expect.any(String) }, 'Database unavailable: contact form asked to retry');
  expect(error).not.toHaveBeenCalled();
}

describe.each(engines)('the contact server action on %s', (engine) => {
  const current = useTestDb(engine);
  beforeEach(() => {
    resetRateLimitsForTests();
    process.env.TRUST_PROXY = '1';
    // The database's setup has read the environment already (the site settings' first values come from it).
    resetEnvForTests();
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers a form-level message with the contact address, keeping what was typed, while the database is unreachable', async () => {
    scope.headers = new Headers({ 'x-forwarded-for': '203.0.113.7' });
    // Every connection fails, as it does when the database is down (writes in a transaction included).
    vi.spyOn(current().db.getExecutor(), 'provideConnection').mockRejectedValue(await unreachableError(engine));
    const warn = vi.spyOn(logger(), 'warn');
    const error = vi.spyOn(logger(), 'error');
    expectRetryMessage(await sendContactRequest(initialContactState, formData(valid)), warn, error);
    vi.restoreAllMocks();
    expect((await sendContactRequest(initialContactState, formData(valid))).status).toBe('success');
    expect(await listContactRequests()).toHaveLength(1);
  });

  it('keeps the general failure message (logged as an error) for a fault that is not an outage', async () => {
    scope.headers = new Headers({ 'x-forwarded-for': '203.0.113.7' });
    vi.spyOn(current().db.getExecutor(), 'provideConnection').mockRejectedValue(new Error('syntax error at or near "x"'));
    const error = vi.spyOn(logger(), 'error').mockImplementation(() => undefined);
    const state = await sendContactRequest(initialContactState, formData(valid));
    expect(state).toEqual({ status: 'error', submission: expect.any(Number), message: contactForm.failure.description, values: valid });
    expect(error).toHaveBeenCalledTimes(1);
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

describe('the contact server action when PostgreSQL refuses the connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setDbForTests(undefined);
  });

  it('answers the retry message instead of throwing', async () => {
    resetRateLimitsForTests();
    scope.headers = new Headers({ 'x-forwarded-for': '203.0.113.8' });
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    setDbForTests(db, 'postgres');
    const warn = vi.spyOn(logger(), 'warn');
    const error = vi.spyOn(logger(), 'error');
    try {
      expectRetryMessage(await sendContactRequest(initialContactState, formData(valid)), warn, error);
    } finally {
      await db.destroy();
    }
  });
});
