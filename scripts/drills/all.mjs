// `npm run drills`: every drill in turn on one build (scripts/drills/README.md); stops at the first FAIL.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const postgres = spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).status === 0;
const postgresBinaries = (() => {
  try {
    return readdirSync('/usr/lib/postgresql').length > 0;
  } catch {
    return false;
  }
})();
const runs = [
  ['kill9-sqlite'],
  ['outbox-kill9'],
  ['sign-in-burst'],
  ['fuzz-http'],
  ['big-bodies'],
  ['analytics-kill9'],
  ...(postgres ? [['two-instances'], ['sign-in-burst', '--postgres']] : []),
  ...(postgresBinaries ? [['pg-outage']] : []),
];
for (const [name, ...args] of runs) {
  console.log(`\n▶ drill: ${name} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [`scripts/drills/${name}.mjs`, ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log('\nAll drills passed.');
