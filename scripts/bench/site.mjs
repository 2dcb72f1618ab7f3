// What every benchmark starts from: the production build in .next-bench (built only when the sources or baked-in
// settings changed, as `npm start` decides), served by http-server/index.mjs on a free port with a fresh, seeded
// SQLite database in a temporary folder (or BENCH_DATA_DIR's, made beforehand). Stopped (and the folder removed) when the benchmark ends.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../drills/lib/app.mjs';
import { ROOT, finish, onCleanup } from '../drills/lib/common.mjs';

// BENCH_DIST_DIR keeps a second build apart, e.g. one with FRAMEWORK_LAYER=off (docs/decisions/0033).
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
// Baked into prerendered pages (canonical links, share tags): one value for every run, so the build is reused.
const BENCH_PORT = 4310;
export const BENCH_SITE_URL = `http://127.0.0.1:${BENCH_PORT}`;

export function ensureBenchBuild() {
  const env = { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, SITE_URL: BENCH_SITE_URL, PORT: '', NEXT_TELEMETRY_DISABLED: '1' };
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('the production build failed');
}

/**
 * Builds if needed and starts the site; returns the drills' app handle (`url`, `stop`, …). `atSiteUrl`: on the port
 * of the site address itself, for a benchmark that signs in (the sign-in accepts the site's own origin only).
 */
export async function startBenchSite({ env = {}, atSiteUrl = false } = {}) {
  ensureBenchBuild();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-bench-'));
  onCleanup(() => fs.rmSync(root, { recursive: true, force: true }));
  // BENCH_DATA_DIR: a data directory made beforehand (`DATA_DIR=… npm run seed:large`), to measure the site at scale.
  const dataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : path.join(root, 'data');
  return startApp({ name: 'site', dataDir, logDir: root, distDir: BENCH_DIST_DIR, env: { SITE_URL: BENCH_SITE_URL, ...env }, ...(atSiteUrl ? { port: BENCH_PORT } : {}) });
}

/** An error anywhere ends the benchmark cleanly: the servers it started are stopped before it exits 1. */
export function failOnError(name) {
  const fail = (error) => void finish(false, `${name}: ${error instanceof Error ? error.message : error}`);
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
}
