// Drill: PostgreSQL stops for 10 s while the app is under load (a throwaway cluster, never the shared server).
// During the outage requests must answer 503 (never 500), afterwards the same process must recover by itself,
// and no write it acknowledged may be lost.   npm run drill:pg-outage
import path from 'node:path';
import { log, runDrill, sleep, tally, tempDir } from './lib/common.mjs';
import { call, ensureBuild, signIn, startApp } from './lib/app.mjs';
import { query, throwawayCluster } from './lib/pg.mjs';

const OUTAGE_MS = 10_000;
const WORKERS = 6;
const RECOVERY_LIMIT_MS = 15_000;

runDrill('PostgreSQL outage under load', 240, async () => {
  const work = tempDir('outage');
  ensureBuild(work);
  const cluster = await throwawayCluster();
  const app = await startApp({ name: 'app', dataDir: path.join(work, 'data'), logDir: work, env: { DATABASE_URL: cluster.url } });
  const cookie = await signIn(app.url);
  const run = Date.now().toString(36);

  const samples = []; // { at, op, status, error }
  const acknowledged = new Map(); // id -> name
  let outageStart = Infinity;
  let outageEnd = Infinity;
  // A request belongs to the outage when any part of it falls between the stop and the end of the restart.
  const phaseOf = (s) => (s.done < outageStart ? 'before' : s.at > outageEnd ? 'after' : 'outage');
  let stopLoad = false;
  const ops = [
    ['write', async (i) => {
      const name = `Outage ${run}-${i}`;
      const answer = await call(app.url, '/api/admin/testimonials', { method: 'POST', cookie, body: { name, position: 'SRE', company: 'Drill', testimonial: 'under load' } });
      if (answer.status === 201) acknowledged.set(answer.json.data.id, name);
      return answer;
    }],
    ['admin list', () => call(app.url, '/api/admin/testimonials', { cookie })],
    ['health', () => call(app.url, '/api/health')],
    ['page /', () => call(app.url, '/')],
    ['public list', () => call(app.url, '/api/resources')],
  ];
  let counter = 0;
  const worker = async () => {
    while (!stopLoad) {
      const i = counter++;
      const [op, send] = ops[i % ops.length];
      const at = Date.now();
      const answer = await send(i);
      samples.push({ at, done: Date.now(), op, status: answer.status, error: answer.error, code: answer.json?.error?.code, retryAfter: answer.headers?.get('retry-after') });
      await sleep(20);
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));

  await sleep(3000);
  log(`stopping PostgreSQL for ${OUTAGE_MS / 1000} s (pg_ctl stop -m fast)`);
  outageStart = Date.now();
  await cluster.stop();
  await sleep(OUTAGE_MS);
  log('starting PostgreSQL again');
  await cluster.start();
  outageEnd = Date.now();
  log(`PostgreSQL back after ${((outageEnd - outageStart) / 1000).toFixed(1)} s`);
  const recovered = () => samples.some((s) => s.op === 'write' && s.status === 201 && s.at >= outageEnd);
  while (!recovered() && Date.now() - outageEnd < RECOVERY_LIMIT_MS) await sleep(100);
  const recoveryMs = samples.filter((s) => s.op === 'write' && s.status === 201 && s.at >= outageEnd).map((s) => s.done - outageEnd)[0];
  await sleep(3000);
  stopLoad = true;
  await load;

  for (const name of ['before', 'outage', 'after']) {
    const inPhase = samples.filter((s) => phaseOf(s) === name);
    log(`${name.padEnd(6)}: ${inPhase.length} requests; ${ops.map(([op]) => `${op} ${tally(inPhase.filter((s) => s.op === op).map((s) => s.status || s.error))}`).join(' | ')}`);
  }
  const outage = samples.filter((s) => phaseOf(s) === 'outage');
  const bad = samples.filter((s) => s.status >= 500 && s.status !== 503).concat(samples.filter((s) => s.status === 0));
  const unshaped = outage.filter((s) => s.status === 503 && s.op !== 'health' && s.code !== 'service_unavailable');
  const noRetryAfter = outage.filter((s) => s.status === 503 && s.op !== 'health' && !s.retryAfter);
  const outageWrites503 = outage.filter((s) => s.op === 'write' && s.status === 503).length;

  const stored = new Map((await query(cluster.url, 'select id, name from testimonials')).map((row) => [row.id, row.name]));
  const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
  log(`${acknowledged.size} acknowledged writes, ${lost.length} missing from the database; recovery: ${recoveryMs === undefined ? 'none' : `${(recoveryMs / 1000).toFixed(1)} s`} after PostgreSQL returned; app pid ${app.pid} ${app.alive() ? 'still running' : 'EXITED'}`);

  const problems = [];
  if (bad.length) problems.push(`${bad.length} answers were 5xx other than 503 or no answer (${tally(bad.map((s) => `${s.op}:${s.status || s.error}`))})`);
  if (unshaped.length || noRetryAfter.length) problems.push(`${unshaped.length} 503s without code service_unavailable, ${noRetryAfter.length} without Retry-After`);
  if (outageWrites503 === 0) problems.push('no write answered 503 during the outage');
  if (recoveryMs === undefined) problems.push(`no write succeeded within ${RECOVERY_LIMIT_MS / 1000} s after PostgreSQL returned`);
  if (lost.length) problems.push(`${lost.length} acknowledged writes lost`);
  if (!app.alive()) problems.push('the app process exited');
  const api = outage.filter((s) => s.op !== 'page /');
  const pages = outage.filter((s) => s.op === 'page /');
  const summary = `${samples.length} requests, ${outage.length} during the outage: API ${tally(api.map((s) => s.status || s.error))}, page / ${tally(pages.map((s) => s.status || s.error))}; recovered in ${recoveryMs === undefined ? '—' : `${(recoveryMs / 1000).toFixed(1)} s`} without restart; ${acknowledged.size} acknowledged writes, ${lost.length} lost`;
  return { pass: problems.length === 0, summary: problems.length ? `${summary}: ${problems.join('; ')}` : summary };
});
