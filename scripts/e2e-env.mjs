// The environment of the end-to-end server: its own build folder, a fresh data folder, a fixed port when free.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const E2E_ADMIN = { email: 'staff@e2e.test', password: 'e2e-password-1234' };

/** @param {number} port */
function portIsFree(port) {
  const probe = `require('net').createServer().once('error',()=>process.exit(1)).listen(${port},'127.0.0.1',function(){this.close(()=>process.exit(0))})`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

function choosePort() {
  // Chosen once in the runner and inherited by its workers, which must not probe again (the server holds the port).
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  let port = 3210;
  while (!portIsFree(port)) port += 1;
  process.env.E2E_PORT = String(port);
  return port;
}

export function e2eEnv() {
  const port = choosePort();
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    // Overridable so that parallel e2e runs in one checkout use their own build and data.
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-test',
    DATA_DIR: resolve(process.env.E2E_DATA_DIR || '.data-e2e'),
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    CONTACT_EMAIL: 'hello@smarttech.example',
    SCHEDULING_URL: 'https://scheduling.e2e.test/smarttech/30min',
    LOG_LEVEL: 'warn',
    // `npm test` runs the public specs a second time with the layer off, on a build of its own (docs/decisions/0033).
    FRAMEWORK_LAYER: process.env.FRAMEWORK_LAYER || 'on',
  };
}
