import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as revalidateRoute } from '@/app/api/internal/revalidate/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address.mjs';
import { createRequestListener } from '../../http-server/request-listener.mjs';
import type { PublicContentChange } from '@/server/cache-tags';
import { revalidatePublicContent } from '@/server/cache-tags';
import { resetEnvForTests } from '@/server/env';
import { getPublishedResources } from '@/server/queries/public';
import { startContentSync, type ContentSync } from '@/server/revalidation';
import { requestLocalRevalidation, signedHeaders, loopbackKey } from '@/server/revalidation/loopback';
import { CONTENT_CHANNEL, instanceId } from '@/server/revalidation/protocol';
import { notifyChange } from '@/server/revalidation/publish';
import { createResource, resourceRecord, TEST_AUTHOR } from './support/resources';
import { engines, useTestDb } from './support/db';
import { resetNextCache, revalidateTag } from './support/next-cache-mock';
import { changeOf } from '@/kit/changes';
import { resourceChange } from '@/kinds/resources/definition';
import { testimonials } from '@/kinds/testimonials/definition';

const testimonialChange = changeOf(testimonials, null, null);

vi.mock('next/cache', () => import('./support/next-cache-mock'));

const url = process.env.TEST_DATABASE_URL;
const SECRET = 'cross-instance-test-secret-0123456789abcdef';

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** An "instance" for the test: its own id, listener, and record of the changes it applied. */
async function instance(connectionString: string, channel: string, id: string) {
  const applied: PublicContentChange[] = [];
  const sync = await startContentSync({ connectionString, channel, id, settleMs: 150, apply: async (change) => applied.push(change) });
  return { id, applied, sync };
}

/**
 * Serves the internal route over real HTTP behind the production request listener (which sets the socket-address
 * header and caps bodies), handing the route the body as a stream, as Next does.
 */
async function serveRoute(): Promise<{ origin: string; close: () => Promise<void>; bytesRead: () => number; open: () => number }> {
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
    const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    const response = await revalidateRoute(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body, duplex: 'half' } as RequestInit), {});
    res.writeHead(response.status).end(await response.text());
  };
  const server = http.createServer(createRequestListener({ handle, siteUrl: 'http://127.0.0.1', schedulingUrl: 'https://calendly.com/x' }));
  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    bytesRead: () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0),
    open: () => sockets.filter((socket) => !socket.destroyed).length,
  };
}

describe.skipIf(!url)('cross-instance revalidation on PostgreSQL (LISTEN/NOTIFY)', () => {
  const current = useTestDb('postgres');
  const channel = `smarttech_test_${randomBytes(4).toString('hex')}`;
  const syncs: ContentSync[] = [];
  let admin: Pool;

  beforeEach(() => {
    resetNextCache();
    admin = new Pool({ connectionString: url, max: 1 });
    process.env.AUTH_SECRET = SECRET;
    resetEnvForTests();
  });
  afterEach(async () => {
    for (const sync of syncs.splice(0)) await sync.stop();
    await admin.end();
    delete process.env.AUTH_SECRET;
    delete process.env.DATABASE_URL;
    resetEnvForTests();
  });

  it('one publisher, two listeners: each applies the change at once, then once more to settle; the sender only settles', async () => {
    const a = await instance(current().url, channel, 'instance-a');
    const b = await instance(current().url, channel, 'instance-b');
    syncs.push(a.sync, b.sync);
    // Connecting may have missed changes: each instance expires everything once.
    await waitFor(() => a.applied.length === 1 && b.applied.length === 1);
    expect(a.applied).toEqual([{ kind: 'all' }]);

    const change: PublicContentChange = resourceChange({ slugs: ['old-slug', 'new-slug'] });
    await notifyChange(current().db as never, change, { from: 'instance-a', channel });
    const delay = await waitFor(() => b.applied.length === 2);
    expect(delay).toBeLessThan(1_000);
    expect(b.applied[1]).toEqual(change);
    expect(a.applied).toHaveLength(1);

    await waitFor(() => a.applied.length === 2 && b.applied.length === 3);
    expect(a.applied[1]).toEqual(change);
    expect(b.applied[2]).toEqual(change);
  });

  it('a listener whose session is killed reconnects, expires everything once, and receives later changes', async () => {
    const b = await instance(current().url, channel, 'instance-b');
    syncs.push(b.sync);
    await waitFor(() => b.applied.length === 1);
    const pid = b.sync.listener.backendPid;
    expect(pid).toBeTypeOf('number');
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await waitFor(() => b.applied.length === 2 && b.sync.listener.backendPid !== undefined, 10_000);
    expect(b.applied[1]).toEqual({ kind: 'all' });
    expect(b.sync.listener.backendPid).not.toBe(pid);

    await notifyChange(current().db as never, testimonialChange, { from: 'instance-a', channel });
    await waitFor(() => b.applied.some((change) => change.kind === 'testimonials'));
  });

  it('a stopped listener closes its session and stays closed', async () => {
    const b = await instance(current().url, channel, 'instance-b');
    await waitFor(() => b.applied.length === 1);
    const pid = b.sync.listener.backendPid;
    await b.sync.stop();
    await waitFor(() => b.sync.listener.backendPid === undefined);
    const session = async () => (await admin.query('select count(*)::int as n from pg_stat_activity where pid = $1', [pid])).rows[0].n;
    expect(await session()).toBe(0);
    await notifyChange(current().db as never, testimonialChange, { from: 'instance-a', channel });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.applied).toHaveLength(1);
  });

  it('end to end: an admin write published on the real channel reaches another instance\'s cache through the signed loopback route', async () => {
    // The test's own database (a copy of the run's template): NOTIFY on the real channel reaches only its sessions.
    process.env.DATABASE_URL = current().url;
    resetEnvForTests();
    const route = await serveRoute();
    try {
      const sync = await startContentSync({ connectionString: current().url, id: 'instance-b', settleMs: 60_000, apply: (change) => requestLocalRevalidation(change, { origin: route.origin }) });
      syncs.push(sync);
      // On connecting, the catch-up marks everything stale (never expired: a failing regeneration keeps the old page).
      await waitFor(() => revalidateTag.mock.calls.some(([tag, profile]) => tag === 'resources' && profile === 'max'));
      const before = (await getPublishedResources()).length;

      // Instance A's write: the row lands in the database, then A revalidates itself and publishes.
      await createResource(resourceRecord({ title: 'Cross instance', description: 'Written on instance A.', categories: ['cloud'], publishedAt: '2020-01-01' }), TEST_AUTHOR);
      expect(await getPublishedResources()).toHaveLength(before);
      revalidateTag.mockClear();
      vi.mocked(revalidateTag).mockImplementationOnce(() => undefined); // A's own local expiry must not be what refreshes B
      const started = Date.now();
      revalidatePublicContent(resourceChange({ slugs: ['cross-instance'] }));
      await waitFor(() => revalidateTag.mock.calls.length >= 3);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(revalidateTag).toHaveBeenCalledWith('resources:cross-instance', { expire: 0 });
      expect(await getPublishedResources()).toHaveLength(before + 1);
    } finally {
      await route.close();
    }
  });
});

describe.each(engines)('the internal revalidation route on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    process.env.AUTH_SECRET = SECRET;
    resetEnvForTests();
  });
  afterEach(() => {
    delete process.env.AUTH_SECRET;
    resetEnvForTests();
  });

  it('refuses a request from elsewhere, an unsigned or replayed one, and a bad change; applies a signed one', async () => {
    const key = await loopbackKey();
    const post = (body: string, headers: Record<string, string>) =>
      revalidateRoute(new Request('http://127.0.0.1/api/internal/revalidate', { method: 'POST', body, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } }), {});
    const body = JSON.stringify(testimonialChange);
    const signed = signedHeaders(key, body);
    // The production server sets the socket's address; X-Forwarded-For is the client's and counts for nothing.
    const from = (address: string) => ({ [SOCKET_ADDRESS_HEADER]: address });
    expect((await post(body, { ...signed, ...from('203.0.113.7'), 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
    expect((await post(body, { ...signed, 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
    expect((await post(body, { 'content-type': 'application/json', ...from('127.0.0.1') })).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect((await post(body, { ...signed, ...from('127.0.0.1') })).status).toBe(204);
    expect(revalidateTag).toHaveBeenCalledWith('testimonials', { expire: 0 });
    expect((await post(body, { ...signed, ...from('127.0.0.1') })).status).toBe(401);
    const bad = JSON.stringify({ kind: 'resources', tags: [], paths: ['/admin'] });
    expect((await post(bad, { ...signedHeaders(key, bad), ...from('::1') })).status).toBe(400);
    expect(instanceId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(CONTENT_CHANNEL).toBe('smarttech_content');
  });

  it('reads no large body: unsigned is refused before a byte is read, a forged signature after at most 16 KiB (issue 20)', async () => {
    const route = await serveRoute();
    try {
      const send = (headers: Record<string, string>) =>
        new Promise<{ status: number; ms: number }>((resolve) => {
          const started = Date.now();
          const request = http.request(`${route.origin}/api/internal/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
          request.on('response', (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }));
          });
          request.on('error', () => undefined);
          // 256 MiB, chunked, as fast as the server takes it.
          const chunk = Buffer.alloc(256 * 1024, 'x');
          let sent = 0;
          const write = () => {
            while (sent < 1024 && !request.destroyed) {
              sent += 1;
              if (!request.write(chunk)) return void request.once('drain', write);
            }
            if (!request.destroyed) request.end();
          };
          write();
        });
      const unsigned = await send({});
      expect(unsigned.status).toBe(401);
      const forged = await send(signedHeaders(randomBytes(32), 'another body'));
      expect(forged.status).toBe(413);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Both connections together read a few MiB at most (the 1 MiB server cap, socket buffers), never the 512 MiB
      // offered, and both are closed.
      expect(route.bytesRead()).toBeLessThan(8 * 1024 * 1024);
      expect(route.open()).toBe(0);
    } finally {
      await route.close();
    }
  });
});
