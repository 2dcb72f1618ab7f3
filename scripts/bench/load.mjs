// npm run bench:load: requests per second and latency of the site against nginx serving the very same bytes.
// Both run on this machine in one run: the site (http-server/index.mjs, one Node process) and nginx (Debian's, one worker,
// gzip_static) with a copy of each answer written to disk, precompressed. autocannon sends the same requests to
// both (Accept-Encoding: gzip, as nginx's precompressed files are gzip). Prints a table; asserts nothing.
//   BENCH_DURATION (s, default 20), BENCH_CONNECTIONS (default 100), BENCH_PATHS (comma-separated, optional)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { finish, freePort, log, onCleanup, sleep } from '../drills/lib/common.mjs';
import { failOnError, startBenchSite } from './site.mjs';
import { printTable, writeResults } from './report.mjs';

const duration = Number(process.env.BENCH_DURATION || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 100);
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const headers = { 'accept-encoding': 'gzip' };

failOnError('bench:load');
if (!fs.existsSync(NGINX)) {
  console.error(`nginx is not at ${NGINX}: apt-get install nginx-light (or set NGINX_PATH).`);
  process.exit(1);
}

const site = await startBenchSite();
const firstSlug = (await (await fetch(`${site.url}/api/resources`)).json()).data[0]?.slug;
const paths = process.env.BENCH_PATHS?.split(',') ?? ['/', '/resources', `/resources/${firstSlug}`, '/api/testimonials'];

// nginx's copy: each answer's plain bytes and their gzip, under a root that maps the URL path to a file.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-nginx-'));
fs.chmodSync(root, 0o755); // nginx's worker runs as nobody
onCleanup(() => fs.rmSync(root, { recursive: true, force: true }));
const locations = [];
for (const [index, pathname] of paths.entries()) {
  const response = await fetch(site.url + pathname);
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const file = `/answer-${index}`;
  fs.writeFileSync(path.join(root, file), body);
  fs.writeFileSync(path.join(root, `${file}.gz`), gzipSync(body, { level: 9 }));
  const type = response.headers.get('content-type').split(';')[0];
  locations.push(`    location = ${pathname} { default_type ${type}; charset utf-8; try_files ${file} =404; }`);
}
const nginxPort = await freePort();
fs.writeFileSync(
  path.join(root, 'nginx.conf'),
  `worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
${locations.join('\n')}
  }
}
`,
);
const nginx = spawn(NGINX, ['-c', path.join(root, 'nginx.conf'), '-p', root], { stdio: 'inherit' });
onCleanup(() => nginx.kill('SIGQUIT'));
const nginxUrl = `http://127.0.0.1:${nginxPort}`;
for (let i = 0; i < 50 && !(await fetch(nginxUrl + paths[0]).then((r) => r.ok, () => false)); i += 1) await sleep(100);
// Both must answer the same bytes before anything is measured.
for (const [index, pathname] of paths.entries()) {
  const response = await fetch(nginxUrl + pathname, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok || !body.equals(fs.readFileSync(path.join(root, `answer-${index}`)))) throw new Error(`nginx answers ${pathname} with HTTP ${response.status}, ${body.length} bytes: not the site's answer`);
}
log(`nginx on ${nginxUrl} (1 worker, gzip_static) answers the same bytes`);

async function measure(url) {
  // A short warm-up, so the site's caches and Node's JIT are where they would be under steady traffic.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, bytes: result.throughput.average };
}

const rows = [];
for (const pathname of paths) {
  log(`${pathname}: site, then nginx (${connections} connections, ${duration} s each)`);
  const ours = await measure(site.url + pathname);
  const theirs = await measure(nginxUrl + pathname);
  rows.push({ path: pathname, ours, nginx: theirs, ratio: ours.rps / theirs.rps });
}

printTable(
  ['path', 'site req/s', 'p50 ms', 'p99 ms', 'errors', 'nginx req/s', 'p50 ms', 'p99 ms', 'errors', 'site/nginx'],
  rows.map((row) => [row.path, row.ours.rps.toFixed(0), row.ours.p50, row.ours.p99, row.ours.errors, row.nginx.rps.toFixed(0), row.nginx.p50, row.nginx.p99, row.nginx.errors, `${(row.ratio * 100).toFixed(1)} %`]),
);
writeResults('load', { connections, duration, rows });
await finish(true, 'bench:load');
