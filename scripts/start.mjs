// `npm start`: build when the sources or baked-in settings changed since the last build, then serve.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nextEnv from '@next/env';
import { buildStamp } from './build-stamp.mjs';

nextEnv.loadEnvConfig(process.cwd());
process.env.NEXT_TELEMETRY_DISABLED = '1';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = join(distDir, 'smarttech-build-stamp');
const stamp = buildStamp();
const current = existsSync(join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;

if (!current) {
  console.log(`> Building the production site into ${distDir} (sources or settings changed)…`);
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, stamp);
}

if (process.argv.includes('--build-only')) {
  if (current) console.log(`> The build in ${distDir} is current.`);
  process.exit(0);
}

// http-server/index.mjs: Next behind our security headers, compression and graceful shutdown.
const server = spawn(process.execPath, ['http-server/index.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
