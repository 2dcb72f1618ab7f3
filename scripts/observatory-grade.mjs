// Child of scan-observatory.mjs: runs the Observatory's retriever and tests on each path of https://localhost and
// grades them as its scanner does (start at 100, add each test's modifier; bonuses count only from an A score up).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [httpPort, httpsPort, ...paths] = process.argv.slice(2);
const from = (file) => import(pathToFileURL(join(process.env.OBSERVATORY_DIR, 'src', file)).href);
const { retrieve } = await from('retriever/retriever.js');
const { ALL_TESTS } = await from('constants.js');
const { getGradeForScore, getScoreModifier } = await from('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await from('grader/charts.js');

let worst = Infinity;
console.log('\npath                                   grade  score  tests not passed');
for (const path of paths) {
  const requests = await retrieve('localhost', { httpPort: Number(httpPort), httpsPort: Number(httpsPort), path });
  const status = requests.responses.auto?.status;
  if (!status || status >= 500) {
    console.log(`${path.padEnd(38)} error: status ${status ?? 'no answer'}`);
    worst = 0;
    continue;
  }
  let withBonus = 100;
  let penalties = 100;
  const failed = [];
  for (const test of ALL_TESTS) {
    const outcome = test(requests);
    const modifier = outcome.result ? getScoreModifier(outcome.result) : 0;
    withBonus += modifier;
    if (modifier < 0) penalties += modifier;
    if (!outcome.pass) failed.push(`${outcome.constructor.name}: ${outcome.result}`);
  }
  const { grade, score } = getGradeForScore(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalties);
  worst = Math.min(worst, score);
  console.log(`${path.padEnd(38)} ${grade.padEnd(6)} ${String(score).padStart(5)}  ${failed.join('; ') || '-'}`);
}
process.exit(worst >= 100 ? 0 : 1);
