import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/admin/media/route';
import { DELETE } from '@/app/api/admin/media/[id]/route';
import { GET as FILE } from '@/app/media/[...path]/route';
import { resetEnvForTests } from '@/server/env';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { filesUnder, fileFor, makeImage, uploadRequest, useMediaDataDir } from './support/media';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const BUCKET = 'smarttech-media';
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Dir = '';
let endpoint = '';

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-s3rver-'));
  // An S3-compatible server in this process, on a free port, with the bucket made.
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const serve = (url: string) => FILE(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ path: url.replace(/^\/media\//, '').split('/') }) });

describe.each(engines)('media library on S3-compatible storage (%s)', (engine) => {
  const testDb = useTestDb(engine);
  const dataDir = useMediaDataDir();
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
    Object.assign(process.env, { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
    resetEnvForTests();
  });

  it('stores every file in the bucket (none under DATA_DIR), serves them from there, and deletes them', async () => {
    const response = await POST(uploadRequest({ file: fileFor('jpeg', await makeImage('jpeg', 1200, 675)), alt: 'Cover', usage: 'resource' }), noParams);
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(filesUnder(dataDir())).toEqual([]);
    const inBucket = filesUnder(path.join(s3Dir, BUCKET)).filter((file) => file.endsWith('._S3rver_object'));
    expect(inBucket).toHaveLength(data.variants.length + 1);
    expect(inBucket.every((file) => file.startsWith(`media/${data.id}/`))).toBe(true);

    const served = await serve(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    expect((await DELETE(apiRequest(`/api/admin/media/${data.id}`, { method: 'DELETE' }), params({ id: data.id }))).status).toBe(204);
    expect(filesUnder(path.join(s3Dir, BUCKET)).filter((file) => file.includes(data.id))).toEqual([]);
    expect((await serve(data.url)).status).toBe(404);
  });

  it('a write the store refuses halfway leaves no row and no file behind', async () => {
    const realFetch = globalThis.fetch;
    let puts = 0;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const method = input instanceof Request ? input.method : init?.method;
      if (method === 'PUT' && ++puts === 5) return new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 });
      return realFetch(input, init);
    });
    try {
      const response = await POST(uploadRequest({ file: fileFor('png', await makeImage('png', 1200, 675)), usage: 'resource' }), noParams);
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(puts).toBe(5);
    expect(filesUnder(path.join(s3Dir, BUCKET)).filter((file) => file.endsWith('._S3rver_object'))).toEqual([]);
    expect(await testDb().db.selectFrom('media').select('id').execute()).toEqual([]);
  });
});
