// Drill: a 1 GiB chunked body (no Content-Length) streamed to each kind of route of the production build: a page (POST,
// and GET answered from the served-page cache), the contact API, the internal revalidation route with a forged
// loopback X-Forwarded-For and a well-formed but false signature, the media upload (signed in), a server action and an unknown path. Each must be cut off at its cap by the
// bytes that arrive, answered with a 4xx (413 where no other answer came first) or its connection closed, never a
// 5xx, and the server's memory (RSS) must stay within ± 20 MB of where it was before.   npm run drill:big-bodies
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { log, runDrill, sleep, tempDir } from './lib/common.mjs';
import { call, ensureBuild, signIn, startApp } from './lib/app.mjs';

const BODY_BYTES = Number(process.env.DRILL_BODY_BYTES || 1024 ** 3);
const WARM_UP_BYTES = 4 * 1024 * 1024;
const RSS_TOLERANCE_MB = 20;
const STREAM_TIMEOUT_MS = 120_000;
const MB = 1024 * 1024;

/** The server process's resident memory, in MB (Linux /proc). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/**
 * Streams `total` bytes chunked to `url` as fast as the server takes them, until it has sent them all, the
 * connection fails or the time runs out. Resolves with the answer's status (0 if none), the bytes handed to the
 * socket and what ended the stream.
 */
function stream(url, { method = 'POST', headers = {}, total }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    let status = 0;
    let ended = '';
    let settled = false;
    const settle = (why) => {
      if (settled) return;
      settled = true;
      ended = why;
      clearTimeout(timer);
      request.destroy();
      resolve({ status, sentMb: sent / MB, ended, ms: Date.now() - started });
    };
    const request = http.request(url, { method, headers: { ...headers, 'transfer-encoding': 'chunked' } });
    const timer = setTimeout(() => settle('timeout'), STREAM_TIMEOUT_MS);
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      // An answer before the body was all sent: the server will not read the rest; give it a moment to close.
      response.on('end', () => setTimeout(() => settle(sent >= total ? 'sent all' : 'answered early'), 2_000));
    });
    request.on('error', (error) => settle(`connection ${error.code ?? error.message}`));
    request.on('close', () => setTimeout(() => settle(sent >= total ? 'sent all' : 'closed'), 500));
    const write = () => {
      while (!settled && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!settled) request.end();
    };
    write();
  });
}

runDrill(`a ${(BODY_BYTES / MB).toFixed(0)} MiB chunked body to every kind of route`, 300, async () => {
  const work = tempDir('big-bodies');
  ensureBuild(work);
  const app = await startApp({ name: 'app', dataDir: path.join(work, 'data'), logDir: work });
  const cookie = await signIn(app.url);
  const contact = await call(app.url, '/contact');
  const actionId = /&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/.exec(contact.text)?.[1] ?? /"id":"([0-9a-f]{20,})"/.exec(contact.text)?.[1];
  if (!actionId) throw new Error('no server action id found in /contact');
  const forgedSignature = { 'x-smarttech-timestamp': String(Date.now()), 'x-smarttech-nonce': '0'.repeat(32), 'x-smarttech-signature': 'f'.repeat(64) };
  const targets = [
    { name: 'page POST /', path: '/', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { name: 'page GET / (a served-page cache hit)', method: 'GET', path: '/', headers: { 'content-type': 'text/plain' } },
    { name: 'POST /api/contact', path: '/api/contact', headers: { 'content-type': 'application/json', origin: app.url } },
    {
      name: 'POST /api/internal/revalidate (X-Forwarded-For: 127.0.0.1, forged signature)',
      path: '/api/internal/revalidate',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', ...forgedSignature },
    },
    { name: 'POST /api/admin/media (signed in)', path: '/api/admin/media', headers: { 'content-type': 'multipart/form-data; boundary=x', cookie, origin: app.url } },
    { name: 'server action POST /contact', path: '/contact', headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': actionId, origin: app.url, accept: 'text/x-component' } },
    { name: 'POST /no-such-page', path: '/no-such-page', headers: { 'content-type': 'application/octet-stream' } },
  ];

  // Every route once with a smaller body first, so that what the first request loads is in memory before we measure.
  for (const target of targets) await stream(app.url + target.path, { method: target.method, headers: target.headers, total: WARM_UP_BYTES });
  await sleep(2_000);
  const before = rssMb(app.pid);
  log(`server RSS before: ${before.toFixed(1)} MB`);

  const problems = [];
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 100);
  for (const target of targets) {
    const result = await stream(app.url + target.path, { method: target.method, headers: target.headers, total: BODY_BYTES });
    const now = rssMb(app.pid);
    peak = Math.max(peak, now);
    log(`${target.name}: ${result.status || 'no answer'} after ${result.ms} ms, ${result.sentMb.toFixed(1)} MiB sent, ${result.ended}; RSS ${now.toFixed(1)} MB`);
    if (result.status >= 500) problems.push(`${target.name} answered ${result.status}`);
    if (result.ended === 'sent all' || result.ended === 'timeout') problems.push(`${target.name}: the whole body was taken (${result.ended})`);
  }
  clearInterval(sampler);
  await sleep(2_000);
  const after = rssMb(app.pid);
  peak = Math.max(peak, after);
  const health = await call(app.url, '/api/health');
  log(`server RSS after: ${after.toFixed(1)} MB (peak ${peak.toFixed(1)} MB); /api/health ${health.status}`);
  if (Math.abs(after - before) > RSS_TOLERANCE_MB) problems.push(`RSS moved ${(after - before).toFixed(1)} MB (more than ± ${RSS_TOLERANCE_MB})`);
  if (health.status !== 200) problems.push(`/api/health answered ${health.status} afterwards`);
  const summary = `RSS ${before.toFixed(1)} → ${after.toFixed(1)} MB (${after - before >= 0 ? '+' : ''}${(after - before).toFixed(1)}, peak ${peak.toFixed(1)}), ${targets.length} routes`;
  return { pass: problems.length === 0, summary: problems.length ? `${summary}: ${problems.join('; ')}` : summary };
});
