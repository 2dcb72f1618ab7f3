import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Libsql from 'libsql';
import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '@/server/db/errors';
import { serviceUnavailable } from '@/server/http/responses';
import { freePort } from '../../scripts/lib/free-port.mjs';

// A port nothing listens on.
const closedPort = freePort;

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a real refused PostgreSQL connection', async () => {
    const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/test`, connectionTimeoutMillis: 2000 });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a real SQLITE_BUSY after the busy timeout, and a file that cannot be opened', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-busy-'));
    const file = path.join(dir, 'db.sqlite');
    const a = new Libsql(file, { timeout: 50 });
    const b = new Libsql(file, { timeout: 50 });
    try {
      a.exec('create table t (x integer)');
      a.exec('BEGIN IMMEDIATE');
      const busy = (() => {
        try {
          b.exec('insert into t values (1)');
        } catch (error) {
          return error;
        }
      })();
      expect(isDatabaseUnavailable(busy)).toBe(true);
      a.exec('ROLLBACK');
      const cantOpen = (() => {
        try {
          new Libsql(path.join(dir, 'missing', 'db.sqlite'));
        } catch (error) {
          return error;
        }
      })();
      expect(isDatabaseUnavailable(cantOpen)).toBe(true);
    } finally {
      a.close();
      b.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('recognises pg shutdown and connection-class SQLSTATEs, pool timeouts and terminated connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNRESET', 'ETIMEDOUT', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_CANTOPEN']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });

  it('follows causes and AggregateError (a wrapper from an adapter, or several addresses refused)', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('does not take bugs and bad data for an outage', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('42P01', 'relation does not exist'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError('The database connection is not open'),
      new Error('Cannot use a pool after calling end on the pool'),
      'ECONNREFUSED',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    expect(isUniqueViolation(withCode('57P01'))).toBe(false);
  });
});

describe('serviceUnavailable', () => {
  it('answers 503 in the one error shape, not cached, with Retry-After', async () => {
    const response = serviceUnavailable();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/try again/i);
  });
});
