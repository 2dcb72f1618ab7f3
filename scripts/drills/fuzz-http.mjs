// Drill: the API fuzz over HTTP against a running production server: a few thousand hostile requests (fast-check
// inputs, forged sessions, odd paths and content types, and a few malformed raw HTTP requests). Never a 5xx, the
// error shape on every 4xx of our routes, every stored row valid, the server still healthy.
//   npm run drill:fuzz-http [-- --requests 3000 --seed 42]
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { log, pool, runDrill, tally, tempDir } from './lib/common.mjs';
import { call, ensureBuild, signIn, startApp } from './lib/app.mjs';
import { bodies, broken, contentTypes, rawBodies, rawSegment } from './lib/hostile.mjs';

const { values: opts } = parseArgs({ options: { requests: { type: 'string', default: '3000' }, seed: { type: 'string' } } });
const REQUESTS = Number(opts.requests);
const SEED = opts.seed ? Number(opts.seed) : Date.now() % 2 ** 31;

function errorShapeProblem(json) {
  const error = json?.error;
  if (!json || Object.keys(json).join() !== 'error' || typeof error !== 'object') return 'not { error }';
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return 'no code or message';
  if (Object.keys(error).some((key) => !['code', 'message', 'fields'].includes(key))) return 'extra keys';
  return null;
}

/** One raw HTTP/1.1 exchange: the status of the first answer line, or 'closed'/'timeout'. */
function rawHttp(port, payload, timeoutMs = 5000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(received ? Number(received.slice(9, 12)) : 'timeout'));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(received)) done(Number(received.slice(9, 12)));
    });
    socket.on('error', () => done(received ? Number(received.slice(9, 12)) : 'closed'));
    socket.on('close', () => done(received ? Number(received.slice(9, 12)) : 'closed'));
    socket.write(payload);
  });
}

runDrill('HTTP fuzz of the API', 300, async () => {
  const work = tempDir('fuzz');
  ensureBuild(work);
  const app = await startApp({ name: 'app', dataDir: path.join(work, 'data'), logDir: work, env: { TRUST_PROXY: '1' } });
  const cookie = await signIn(app.url);
  const known = { testimonials: [], resources: [], 'contact-requests': [] };
  for (const kind of Object.keys(known)) known[kind] = (await call(app.url, `/api/admin/${kind}`, { cookie })).json.data.map((row) => row.id);
  const slugs = (await call(app.url, '/api/resources')).json.data.map((row) => row.slug);
  log(`seed ${SEED}: ${REQUESTS} requests`);

  const callers = fc.constantFrom('staff', 'staff', 'staff', 'staff', 'staff', 'none', 'forged', 'foreign');
  const headersFor = (caller) =>
    caller === 'staff' ? { cookie } : caller === 'forged' ? { cookie: `${cookie.split('=')[0]}=forged.${'A'.repeat(43)}` } : caller === 'foreign' ? { cookie, origin: 'https://evil.example' } : {};
  const admin = (kind, body) =>
    fc.oneof(
      fc.record({ method: fc.constant('POST'), path: fc.constant(`/api/admin/${kind}`), body }),
      fc.record({ method: fc.constant('PATCH'), path: rawSegment(known[kind]).map((id) => `/api/admin/${kind}/${id}`), body }),
      fc.record({ method: fc.constant('DELETE'), path: rawSegment(known[kind]).map((id) => `/api/admin/${kind}/${id}`) }),
    );
  const request = fc.record({
    caller: callers,
    ip: fc.ipV4(),
    target: fc.oneof(
      fc.record({ method: fc.constant('POST'), path: fc.constant('/api/contact'), body: bodies.contact }),
      admin('testimonials', bodies.testimonial),
      admin('resources', bodies.resource),
      fc.record({ method: fc.constantFrom('PATCH', 'DELETE'), path: rawSegment(known['contact-requests']).map((id) => `/api/admin/contact-requests/${id}`), body: bodies.status }),
      fc.record({ method: fc.constant('GET'), path: rawSegment(slugs).map((slug) => `/api/resources/${slug}`) }),
      fc.record({ method: fc.constantFrom('POST', 'PATCH'), path: fc.constantFrom('/api/contact', '/api/admin/testimonials', '/api/admin/resources'), type: fc.constantFrom(...contentTypes), raw: rawBodies }),
    ),
  });
  const inputs = fc.sample(request, { numRuns: REQUESTS, seed: SEED });

  const results = [];
  await pool(inputs.length, 8, async (i) => {
    const { caller, ip, target } = inputs[i];
    const headers = { 'x-forwarded-for': ip, ...headersFor(caller) };
    if (target.type !== undefined) headers['content-type'] = target.type || 'application/octet-stream';
    const answer = await call(app.url, target.path, { method: target.method, body: target.body, raw: target.raw, headers, timeoutMs: 30_000 });
    const ours = answer.status >= 400 && answer.status < 500 && answer.headers?.get('content-type')?.includes('application/json');
    results.push({ i, status: answer.status || answer.error, route: `${target.method} ${target.path.split('/').slice(0, 4).join('/')}`, shape: ours ? errorShapeProblem(answer.json) : null, nextPage: answer.status >= 400 && !ours });
  });

  const raw = [
    ['a 20 KB header', `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a chunked body over 1 MiB', `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${`100000\r\n${'x'.repeat(0x100000)}\r\n`}${'10\r\n0123456789abcdef\r\n'}0\r\n\r\n`],
    ['a declared length over 1 MiB', `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{}`],
    ['raw bytes in the path', Buffer.concat([Buffer.from('GET /api/resources/'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')])],
    ['a negative Content-Length', 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n'],
    ['two different Content-Lengths', 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['an absolute-form target', 'GET http://evil.example/api/health HTTP/1.1\r\nHost: evil.example\r\n\r\n'],
    ['no Host header', 'GET /api/health HTTP/1.1\r\n\r\n'],
    ['an unknown method', 'PROPFIND /api/admin/testimonials HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['a body that never ends', 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":'],
  ];
  for (const [name, payload] of raw) {
    const status = await rawHttp(app.port, payload);
    log(`raw: ${name} → ${status}`);
    results.push({ i: name, status, route: `raw ${name}`, shape: null });
  }

  const health = await call(app.url, '/api/health');
  const lists = Object.fromEntries(await Promise.all(['testimonials', 'resources', 'contact-requests'].map(async (kind) => [kind, (await call(app.url, `/api/admin/${kind}`, { cookie })).json?.data ?? []])));
  const invalid = [
    ...lists.testimonials.map((row) => [row, broken('testimonial', row)]),
    ...lists.resources.map((row) => [row, broken('resource', row)]),
    ...lists['contact-requests'].map((row) => [row, broken('contact', row)]),
  ].filter(([, rules]) => rules.length > 0);
  log(`statuses: ${tally(results.map((r) => r.status))}`);
  log(`answers not from our JSON routes (Next's own 404/405/500): ${tally(results.filter((r) => r.nextPage).map((r) => `${r.route} ${r.status}`))}`);
  const errors = results.filter((r) => (typeof r.status === 'number' && r.status >= 500) || (typeof r.status !== 'number' && !String(r.i).includes('never ends') && r.status !== 'closed'));
  const unshaped = results.filter((r) => r.shape);
  for (const r of errors.slice(0, 8)) log(`  ${r.status} for ${r.route} (input ${r.i}: ${JSON.stringify(inputs[r.i] ?? r.i)?.slice(0, 300)})`);
  for (const r of unshaped.slice(0, 5)) log(`  wrong error shape (${r.shape}) for ${r.route}`);
  for (const [row, rules] of invalid.slice(0, 8)) log(`  stored row ${row.id} breaks: ${rules.map((rule) => `${rule} ${JSON.stringify(row[rule])?.slice(0, 60)}`).join(', ')}`);
  log(`stored rows: ${lists.testimonials.length} testimonials, ${lists.resources.length} resources, ${lists['contact-requests'].length} contact requests; health ${health.status}`);

  const problems = [];
  if (errors.length) problems.push(`${errors.length} answers were 5xx or failed (${tally(errors.map((r) => `${r.route} ${r.status}`))})`);
  if (unshaped.length) problems.push(`${unshaped.length} JSON 4xx answers not in the error shape`);
  if (invalid.length) problems.push(`${invalid.length} stored rows break the schema rules`);
  if (health.status !== 200 || !app.alive()) problems.push(`server not healthy afterwards (${health.status})`);
  const summary = `${results.length} requests (seed ${SEED}): ${tally(results.map((r) => (typeof r.status === 'number' ? `${String(r.status)[0]}xx` : r.status)))}`;
  return { pass: problems.length === 0, summary: problems.length ? `${summary}: ${problems.join('; ')}` : summary };
});
