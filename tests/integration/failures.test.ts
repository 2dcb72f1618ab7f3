import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { kindRouteHandlers } from './support/kind-routes';
import { closeDb, getDb, openDatabase, setDbForTests } from '@/server/db';
import { apiRequest, json, noParams } from './support/api';

const { GET: adminList } = kindRouteHandlers('testimonials');

vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-lazy-'));
// Read by env() on its first call, which happens in the first test below.
process.env.DATA_DIR = dataDir;

describe('getDb and failure handling', () => {
  afterEach(async () => {
    await closeDb();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('opens nothing at import; concurrent first calls share one database in DATA_DIR', async () => {
    const file = path.join(dataDir, 'smarttech.db');
    expect(fs.existsSync(file)).toBe(false);
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    expect(fs.existsSync(file)).toBe(true);
    expect(await a.selectFrom('testimonials').select('id').execute()).toHaveLength(7);
  });

  it('health answers 503 and an API call a 500 without details when the database fails', async () => {
    const broken = await openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'broken.db') });
    await broken.destroy();
    setDbForTests(broken);
    const down = await health(apiRequest('/api/health'), noParams);
    expect(down.status).toBe(503);
    const failed = await adminList(apiRequest('/api/admin/testimonials'), noParams);
    expect(failed.status).toBe(500);
    expect(await json(failed)).toEqual({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
    expect(failed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    setDbForTests(undefined);
  });
});
