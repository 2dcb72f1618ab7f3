// Playwright's web server: a fresh data folder every run, the build's pages as the build wrote them, then `npm start`
// (which builds only when needed).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit', env: process.env });
if (built.status !== 0) process.exit(built.status ?? 1);

// While serving, Next writes the pages and data it regenerates (ISR, the data cache) into the build folder. A later
// run on the same build but a fresh database served the earlier run's copies once, stale: resources that no longer
// exist in lists, the sitemap and the public API, and a staff spec run by itself failed on them. So the first run of a
// build keeps those parts as built, and every run starts from that copy.
const dist = process.env.NEXT_DIST_DIR || '.next';
const asBuilt = join(dist, 'smarttech-as-built');
const buildId = readFileSync(join(dist, 'BUILD_ID'), 'utf8');
const keptFor = existsSync(join(asBuilt, 'BUILD_ID')) ? readFileSync(join(asBuilt, 'BUILD_ID'), 'utf8') : null;
if (keptFor !== buildId) rmSync(asBuilt, { recursive: true, force: true });
// Next 16.4 keeps pages rendered on demand under server/route-cache; the record of revalidated tags is
// http-server/framework-cache.mjs's.
for (const part of ['server/app', 'server/route-cache', 'server/revalidated-tags.json', 'cache/fetch-cache']) {
  const live = join(dist, part);
  const kept = join(asBuilt, part);
  if (keptFor === buildId) {
    rmSync(live, { recursive: true, force: true });
    if (existsSync(kept)) cpSync(kept, live, { recursive: true });
  } else if (existsSync(live)) {
    cpSync(live, kept, { recursive: true });
  }
}
mkdirSync(asBuilt, { recursive: true });
writeFileSync(join(asBuilt, 'BUILD_ID'), buildId);

const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
