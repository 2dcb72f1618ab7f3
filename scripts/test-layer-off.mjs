// `npm run test:layer-off`: every public end-to-end spec with the framework layer off (docs/decisions/0033), on a
// build of its own. `npm test` runs the specs of the first paint that way; run this one before a Next upgrade.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eEnv } from './e2e-env.mjs';

const e2e = e2eEnv();
const layerOff = { E2E_DIST_DIR: '.next-test-off', E2E_DATA_DIR: '.data-e2e-off', FRAMEWORK_LAYER: 'off', E2E_LAYER_OFF_ALL: '1' };
const e2eOff = { ...e2e, ...layerOff, NEXT_DIST_DIR: layerOff.E2E_DIST_DIR, DATA_DIR: resolve(layerOff.E2E_DATA_DIR) };
rmSync(e2e.DATA_DIR, { recursive: true, force: true });
rmSync(e2eOff.DATA_DIR, { recursive: true, force: true });
const steps = [
  ['node', ['scripts/start.mjs', '--build-only'], e2e],
  ['node', ['scripts/derive-layer-off-build.mjs'], { ...e2eOff, LAYER_ON_DIST_DIR: e2e.NEXT_DIST_DIR }],
  ['npx', ['playwright', 'test', '--project', 'site', ...process.argv.slice(2)], e2eOff],
];
for (const [command, args, env] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
