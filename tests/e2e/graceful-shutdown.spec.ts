import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { expect, test } from './fixtures';

// A second production server from the e2e build, on its own port and database, stopped with SIGTERM mid-request.

test('SIGTERM lets an in-flight request finish, refuses new connections, closes the database and exits 0', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'smarttech-sigterm-'));
  const siteUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['http-server/index.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-test', PORT: String(port), HOST: '127.0.0.1', SITE_URL: siteUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    // The server opens its port after its start-up check of every public page (http-server/self-check.mjs).
    await expect.poll(async () => (await fetch(`${siteUrl}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);

    // The body arrives in two halves; SIGTERM lands between them.
    // Through a client that keeps its connection open for the next request, as browsers and fetch do.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Please call me about a tech audit.' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${siteUrl}/api/contact`, {
        method: 'POST',
        agent: keepAlive,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: siteUrl },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(20)), 700);
      }, 300);
    });
    const started = Date.now();
    const { status, text } = await answer;
    expect(status, text).toBe(201);
    // The connection that answer came on, kept open by the client: the server closes it once it is idle, so a request
    // a moment later gets no answer there (and no new connection either).
    await new Promise((resolve) => setTimeout(resolve, 250));
    const onKeptConnection = new Promise<number>((resolve, reject) => http.get(`${siteUrl}/`, { agent: keepAlive }, (response) => resolve(response.statusCode ?? 0)).on('error', reject));
    await expect(onKeptConnection).rejects.toThrow();
    keepAlive.destroy();
    // A new connection (not one a client pool kept from before): refused.
    const fresh = new Promise<number>((resolve, reject) => http.get(`${siteUrl}/`, { agent: false }, (response) => resolve(response.statusCode ?? 0)).on('error', reject));
    await expect(fresh).rejects.toThrow();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output).toContain('Stopped');
    // A closed SQLite database has checkpointed its write-ahead log away.
    const wal = join(dataDir, 'smarttech.db-wal');
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
