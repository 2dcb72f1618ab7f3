// Playwright's web server: a fresh data folder every run, then `npm start` (which builds only when needed).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
