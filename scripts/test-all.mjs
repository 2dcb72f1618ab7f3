// `npm test`: every check in order, stopping at the first failure. Each runner prints its own summary.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { e2eEnv } from './e2e-env.mjs';

const e2e = e2eEnv();
// The drills that take under a minute, on the build the end-to-end tests just used (scripts/drills/README.md).
const drill = (name, args = []) => [`drill: ${name}`, 'node', [`scripts/drills/${name}.mjs`, ...args], { DRILL_DIST_DIR: e2e.NEXT_DIST_DIR }];
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresBinaries = (() => {
  try {
    return readdirSync('/usr/lib/postgresql').length > 0;
  } catch {
    return false;
  }
})();
const drills = [
  drill('sign-in-burst'),
  drill('kill9-sqlite'),
  ...(postgres ? [drill('two-instances'), drill('sign-in-burst', ['--postgres'])] : []),
  ...(postgresBinaries ? [drill('pg-outage')] : []),
  drill('fuzz-http'),
];
const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['route types', 'npx', ['next', 'typegen']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['production build', 'node', ['scripts/start.mjs', '--build-only'], e2e],
  ['end-to-end tests', 'npx', ['playwright', 'test'], e2e],
  ...drills,
];

const started = Date.now();
for (const [name, command, args, extraEnv = {}] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
