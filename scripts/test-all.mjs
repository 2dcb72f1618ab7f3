// `npm test`: every check in order, stopping at the first failure. Each runner prints its own summary.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { e2eEnv } from './e2e-env.mjs';

const e2e = e2eEnv();
// The build prerenders public pages from the database in DATA_DIR: a previous run's leftovers there (resources the
// staff specs made) would be baked into the static pages the next run starts with. The e2e server wipes it too.
rmSync(e2e.DATA_DIR, { recursive: true, force: true });
// The public specs again with the framework layer off (docs/decisions/0033), on a build and a database of their own:
// the site must work as a plain Next server behind our headers, and the layer's own guards must see it absent.
const layerOff = { E2E_DIST_DIR: '.next-test-off', E2E_DATA_DIR: '.data-e2e-off', FRAMEWORK_LAYER: 'off' };
const e2eOff = { ...e2e, ...layerOff, NEXT_DIST_DIR: layerOff.E2E_DIST_DIR, DATA_DIR: resolve(layerOff.E2E_DATA_DIR) };
rmSync(e2eOff.DATA_DIR, { recursive: true, force: true });
// The drills that take under a minute, on the build the end-to-end tests just used (scripts/drills/README.md).
const drill = (name, args = []) => [`drill: ${name}`, 'node', [`scripts/drills/${name}.mjs`, ...args], { DRILL_DIST_DIR: e2e.NEXT_DIST_DIR }];
// Every drill runs with `npm run drills`; `npm test` keeps the quickest, to stay within CI's 15 minutes (the
// PostgreSQL ones are covered in the integration tests by the same code paths: lockout, cross-instance revalidation;
// the HTTP fuzz by tests/integration/fuzz-api.test.ts on the route handlers).
const drills = [drill('sign-in-burst')];
const steps = [
  // Route types first: lint and the typecheck both read them. Then the two side by side (each uses one core).
  ['route types', 'npx', ['next', 'typegen']],
  ['typecheck', 'npx', ['tsc', '--noEmit'], {}, { beside: ['lint', 'npx', ['eslint', '.', '--max-warnings=0']] }],
  // The Node server and the build steps: plain modules, checked from their JSDoc (tsconfig.server.json).
  ['typecheck of the server and build steps', 'npx', ['tsc', '-p', 'tsconfig.server.json']],
  // One at a time: on 2 cores, running the unit and integration tests beside the browsers (at nice 15) took longer
  // than the two in turn (about 690 s against 125 + 350 s) and starved CPU-heavy tests into timeouts.
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['production build', 'node', ['scripts/start.mjs', '--build-only'], e2e],
  // The same build with the layer's one build step undone, rather than a second `next build`; copied before the
  // end-to-end tests write regenerated pages into the first.
  ['production build, framework layer off (derived)', 'node', ['scripts/derive-layer-off-build.mjs'], { ...e2eOff, LAYER_ON_DIST_DIR: e2e.NEXT_DIST_DIR }],
  ['end-to-end tests', 'npx', ['playwright', 'test'], e2e],
  ['end-to-end tests of the public pages, framework layer off', 'npx', ['playwright', 'test', '--project', 'site'], e2eOff],
  ...drills,
];

const envOf = (extraEnv) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv });

/** Starts a step in the background, its output kept to print when it ends (so it does not interleave). */
function startBeside([name, command, args, extraEnv = {}]) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name} (beside the next step): ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { env: envOf(extraEnv), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return { name, stepStart, output: () => output, done };
}

/** The machine's CPU time so far (all cores, busy and idle), to say how busy a step kept it. */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

function finish(name, stepStart, status, cpuStart) {
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  // How much of the machine the step used: where it is well under 100 %, another step could run beside it.
  const now = cpuTimes();
  const busy = cpuStart && now.total > cpuStart.total ? ` · CPU ${Math.round(((now.busy - cpuStart.busy) / (now.total - cpuStart.total)) * 100)} % busy` : '';
  console.log(`✔ ${name} (${seconds}s${busy})`);
}

const started = Date.now();
for (const [name, command, args, extraEnv = {}, options = {}] of steps) {
  const cpuStart = cpuTimes();
  const beside = options.beside ? startBeside(options.beside) : null;
  const stepStart = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: envOf(extraEnv) });
  if (beside) {
    const status = await beside.done;
    console.log(`\n── output of ${beside.name} ──\n${beside.output().trimEnd()}`);
    finish(beside.name, beside.stepStart, status);
  }
  finish(name, stepStart, result.status, cpuStart);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
