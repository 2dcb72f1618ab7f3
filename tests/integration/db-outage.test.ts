import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { kindRouteHandlers } from './support/kind-routes';
import { GET as publicList } from '@/app/api/testimonials/route';
import { addStaff } from '@/server/auth/staff-accounts';
import { closeDb, getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { logger } from '@/server/logger';
import { startServer } from '@/server/startup';
import { apiRequest, json, noParams } from './support/api';
import { STAFF, sessionCookieOf, signIn } from './support/auth';
import { resetNextCache } from './support/next-cache-mock';
import { createThrowawayPg, throwawayPgAvailable, type ThrowawayPg } from '../../scripts/lib/throwaway-pg.mjs';

const { GET: adminList, POST: adminCreate } = kindRouteHandlers('testimonials');

vi.mock('next/cache', () => import('./support/next-cache-mock'));

const testimonial = { name: 'Ada Park', position: 'CTO', company: 'Volt Bank', testimonial: 'They delivered.' };
const create = (cookie: string) => adminCreate(apiRequest('/api/admin/testimonials', { method: 'POST', body: testimonial, headers: { cookie } }), noParams);
const list = (cookie: string) => adminList(apiRequest('/api/admin/testimonials', { headers: { cookie } }), noParams);
const probe = () => health(apiRequest('/api/health'), noParams);

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(await json(response)).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
}

// The test owns this PostgreSQL and stops it for real (pg_ctl stop -m fast), then starts it again on the same port.
describe.runIf(throwawayPgAvailable)('PostgreSQL going down and coming back', () => {
  let pg: ThrowawayPg;
  beforeAll(async () => {
    pg = await createThrowawayPg({ durable: false });
    process.env.DATABASE_URL = pg.url;
    resetEnvForTests();
  }, 60_000);
  afterAll(async () => {
    await closeDb().catch(() => undefined);
    await pg?.destroy();
    delete process.env.DATABASE_URL;
    resetEnvForTests();
  });
  beforeEach(() => resetNextCache());
  afterEach(async () => {
    vi.restoreAllMocks();
    await closeDb().catch(() => undefined);
  });

  it('answers 503 (not 500) while it is down, keeps serving cached public lists, and the first request after recovery succeeds', async () => {
    await getDb();
    await addStaff(STAFF);
    const cookie = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    expect((await probe()).status).toBe(200);
    expect((await create(cookie)).status).toBe(201);
    expect((await publicList(apiRequest('/api/testimonials'), noParams)).status).toBe(200);

    await pg.stop();
    const warn = vi.spyOn(logger(), 'warn');
    const error = vi.spyOn(logger(), 'error');
    await expectUnavailable(await create(cookie));
    await expectUnavailable(await list(cookie));
    await expectUnavailable(await probe());
    // One warning line with the request id per failed API request, no error with a stack.
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ requestId: expect.any(String), reason: expect.any(String) }), 'Database unavailable: answered 503');
    expect(error.mock.calls.filter(([, message]) => message === 'Unhandled API error')).toEqual([]);
    // Public lists come from the cache while the database is away.
    const cached = await publicList(apiRequest('/api/testimonials'), noParams);
    expect(cached.status).toBe(200);
    expect((await json(cached)).data).toHaveLength(8);

    await pg.start();
    expect((await create(cookie)).status).toBe(201);
    expect((await probe()).status).toBe(200);
    expect((await json(await list(cookie))).data).toHaveLength(9);
  }, 60_000);

  it('getDb does not remember a failed open: down at the first request, up at the next', async () => {
    await pg.stop();
    try {
      await expectUnavailable(await probe());
      await expect(getDb()).rejects.toThrow();
    } finally {
      await pg.start();
    }
    expect((await probe()).status).toBe(200);
  }, 60_000);

  it('a server starting while the database is down waits for it instead of exiting', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`process.exit(${code})`);
    });
    await pg.stop();
    const starting = startServer({ waitForDatabaseMs: 30_000 });
    await sleep(1500);
    await pg.start();
    await starting;
    expect(exit).not.toHaveBeenCalled();
    expect((await probe()).status).toBe(200);
  }, 60_000);
});
