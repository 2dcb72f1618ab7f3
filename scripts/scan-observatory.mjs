// npm run scan:observatory: the MDN HTTP Observatory's tests against the production build behind nginx with TLS,
// as a visitor reaches it in production (docs/deploy.md). Builds with an https SITE_URL into .next-scan, starts the
// app on a fresh database, nginx (Debian's) on free ports with a self-signed certificate, then scans each page and
// prints its grade, score and the tests that did not pass. Everything runs on 127.0.0.1 and stops at the end.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './lib/free-port.mjs';

const root = resolve(import.meta.dirname, '..');
const toolDir = join(root, 'tools/observatory');
const observatory = join(toolDir, 'node_modules/@mdn/mdn-http-observatory');
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/resources', '/resources/securing-ai-systems', '/admin/login'];
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
if (!nginxBin) {
  console.error('nginx is missing: apt-get install -y nginx-light');
  process.exit(2);
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

// The scanner is pinned in its own folder so that its 200-odd packages stay out of the app's install.
if (!existsSync(observatory)) {
  console.log('> Installing the Observatory scanner into tools/observatory (install scripts off)…');
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', toolDir], { stdio: 'inherit' });
}
// Its HSTS-preload list is normally downloaded by an install script; this site is on no preload list.
if (!existsSync(join(observatory, 'conf/hsts-preload.json'))) writeFileSync(join(observatory, 'conf/hsts-preload.json'), '{}');

const work = mkdtempSync(join(tmpdir(), 'smarttech-scan-'));
const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
const siteUrl = `https://localhost:${httpsPort}`;
const children = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stop);

try {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
    '-keyout', join(work, 'key.pem'), '-out', join(work, 'cert.pem')], { stdio: 'ignore' });
  const env = {
    ...process.env,
    NEXT_DIST_DIR: '.next-scan',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    SITE_URL: siteUrl,
    DATA_DIR: join(work, 'data'),
    TRUST_PROXY: '1',
    ADMIN_EMAIL: 'scan@smarttech.example',
    ADMIN_PASSWORD: 'scan-password-1234',
    LOG_LEVEL: 'warn',
  };
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  children.push(spawn(process.execPath, ['http-server/index.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);

  writeFileSync(join(work, 'nginx.conf'), `
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${httpPort};
    server_name localhost;
    return 301 https://localhost:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl http2;
    server_name localhost;
    ssl_certificate ${work}/cert.pem;
    ssl_certificate_key ${work}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://127.0.0.1:${appPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`);
  children.push(spawn(nginxBin, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' }));
  process.env.NODE_EXTRA_CA_CERTS = join(work, 'cert.pem');
  // NODE_EXTRA_CA_CERTS is read at start: run the scanner in a child that trusts the self-signed certificate.
  const scanner = spawnSync(process.execPath, [join(root, 'scripts/observatory-grade.mjs'), String(httpPort), String(httpsPort), ...paths], {
    cwd: root,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: join(work, 'cert.pem'), OBSERVATORY_DIR: observatory },
    stdio: 'inherit',
  });
  process.exitCode = scanner.status ?? 1;
} catch (error) {
  console.error(`Scan failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(work, { recursive: true, force: true });
}
