// How long a staff write on instance A takes to show on instance B's public pages (docs/decisions/0012).
// Two instances of the same build on one PostgreSQL database, the same AUTH_SECRET:
//   node scripts/measure-cross-instance.mjs --a http://127.0.0.1:3101 --b http://127.0.0.1:3102 --email E --password P
//     [--database postgres://…]   also: kill B's listener session first, so the write lands while it reconnects
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signIn } from './drills/lib/app.mjs';

const { values: opts } = parseArgs({
  options: { a: { type: 'string' }, b: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, database: { type: 'string' }, timeout: { type: 'string', default: '70' } },
});
if (!opts.a || !opts.b || !opts.email || !opts.password) {
  console.error('usage: --a ORIGIN_A --b ORIGIN_B --email E --password P [--database URL] [--timeout SECONDS]');
  process.exit(2);
}
const A = opts.a.replace(/\/+$/, '');
const B = opts.b.replace(/\/+$/, '');
const timeoutMs = Number(opts.timeout) * 1000;

async function write(cookie, method, path, body) {
  const response = await fetch(`${A}${path}`, { method, headers: { 'content-type': 'application/json', origin: A, cookie }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} on A answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

/** B's answer to a path: status and body, never from an HTTP cache. */
async function onB(path) {
  const response = await fetch(`${B}${path}`, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
  return { status: response.status, text: await response.text() };
}

/** Polls every check on B every 100 ms; resolves with each one's delay (ms since `since`) or null on timeout. */
async function pollB(checks, since) {
  const delays = Object.fromEntries(Object.keys(checks).map((name) => [name, null]));
  while (Object.values(delays).includes(null) && Date.now() - since < timeoutMs) {
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        if (delays[name] === null && (await check())) delays[name] = Date.now() - since;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return delays;
}

async function killListener() {
  const client = new pg.Client({ connectionString: opts.database });
  await client.connect();
  const { rows } = await client.query("select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = 'smarttech-content-listener' and datname = current_database()");
  await client.end();
  return rows.length;
}

const mark = Date.now().toString(36);
const cookie = await signIn(A, { email: opts.email, password: opts.password });
const slug = `cross-instance-${mark}`;
// Warm B: the lists and a 404 for the slug that does not exist yet (a cached 404 must go too).
for (const path of ['/', '/resources', `/resources/${slug}`, '/sitemap.xml', '/api/testimonials', '/api/resources']) await onB(path);
if (opts.database) console.log(`terminated ${await killListener()} listener session(s) (both instances) just before the writes`);

const name = `Measure ${mark}`;
const title = `Cross instance ${mark}`;
let started = Date.now();
await write(cookie, 'POST', '/api/admin/testimonials', { name, position: 'CTO', company: 'Probe Ltd', testimonial: 'Seen everywhere.' });
const testimonialAcked = Date.now();
const testimonialDelays = await pollB(
  {
    '/ (testimonial)': async () => (await onB('/')).text.includes(name),
    '/api/testimonials': async () => (await onB('/api/testimonials')).text.includes(name),
  },
  testimonialAcked,
);
console.log(`testimonial: write took ${testimonialAcked - started} ms on A; visible on B after (ms from A's 201):`, testimonialDelays);

started = Date.now();
await write(cookie, 'POST', '/api/admin/resources', { title, slug, description: 'Written on instance A.', categories: ['cloud'], type: 'article' });
const resourceAcked = Date.now();
const resourceDelays = await pollB(
  {
    '/resources': async () => (await onB('/resources')).text.includes(title),
    [`/resources/${slug}`]: async () => {
      const page = await onB(`/resources/${slug}`);
      return page.status === 200 && page.text.includes(title);
    },
    '/ (insights)': async () => (await onB('/')).text.includes(title),
    '/sitemap.xml': async () => (await onB('/sitemap.xml')).text.includes(slug),
    '/api/resources': async () => (await onB('/api/resources')).text.includes(slug),
    [`/api/resources/${slug}`]: async () => (await onB(`/api/resources/${slug}`)).status === 200,
  },
  resourceAcked,
);
console.log(`resource: write took ${resourceAcked - started} ms on A; visible on B after (ms from A's 201):`, resourceDelays);

const all = [...Object.values(testimonialDelays), ...Object.values(resourceDelays)];
const worst = all.includes(null) ? null : Math.max(...all);
console.log(worst === null ? `NOT visible everywhere within ${timeoutMs / 1000} s` : `worst delay on B: ${worst} ms`);
process.exit(worst !== null && worst <= 5000 ? 0 : 1);
