import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { logger } from '@/server/logger';
import { apiRequest, json, noParams } from './support/api';
import { engines, useTestDb } from './support/db';

/** A real "connection refused" of each engine's driver (SQLite's libsql raises SQLITE_BUSY once its busy timeout runs out). */
async function unreachableError(engine: string): Promise<Error> {
  if (engine === 'postgres') return new pg.Client({ host: '127.0.0.1', port: 1 }).connect().then(() => new Error('connected?'), (error: Error) => error);
  return Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
}

describe.each(engines)('GET /api/health on %s', (engine) => {
  const current = useTestDb(engine);
  afterEach(() => vi.restoreAllMocks());
  const probe = () => health(apiRequest('/api/health'), noParams);

  it('a failing probe answers 503 and logs one warning line with the reason, no error with a stack', async () => {
    vi.spyOn(current().db.getExecutor(), 'executeQuery').mockRejectedValue(await unreachableError(engine));
    const warn = vi.spyOn(logger(), 'warn');
    const error = vi.spyOn(logger(), 'error');
    const response = await probe();
    expect(response.status).toBe(503);
    expect((await json(response)).error.code).toBe('service_unavailable');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ reason: expect.stringMatching(/\S/) }, 'Health check: database unavailable');
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect((await probe()).status).toBe(200);
  });

  it('answers 503 within its timeout when the database hangs (an unreachable host never refuses)', async () => {
    vi.spyOn(current().db.getExecutor(), 'executeQuery').mockReturnValue(new Promise(() => undefined));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = probe();
      await vi.advanceTimersByTimeAsync(3000);
      const response = await pending;
      expect(response.status).toBe(503);
      expect((await json(response)).error.code).toBe('service_unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the reason of a refusal without a message (pg raises an AggregateError when every address of the host refuses)', async () => {
    const refused = Object.assign(new AggregateError([new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')], ''), { code: 'ECONNREFUSED' });
    vi.spyOn(current().db.getExecutor(), 'executeQuery').mockRejectedValue(refused);
    const warn = vi.spyOn(logger(), 'warn');
    expect((await probe()).status).toBe(503);
    expect(warn).toHaveBeenCalledWith({ reason: 'ECONNREFUSED' }, 'Health check: database unavailable');
  });
});
