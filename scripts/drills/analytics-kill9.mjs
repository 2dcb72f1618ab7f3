// Drill: kill -9 the server while analytics events pour in (SQLite). Events are answered 202 once queued and written
// at least every second (docs/decisions/0039): after a restart on the same DATA_DIR, every event answered more than
// a second and a half before the kill must be stored (a batch being written may take a moment), and what is missing
// may only be from the last moments before it.   npm run drill:analytics-kill9
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, log, runDrill, sleep, tempDir } from './lib/common.mjs';
import { call, ensureBuild, startApp } from './lib/app.mjs';

const RATE = Number(process.env.DRILL_EVENTS_PER_SECOND || 400);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const Libsql = createRequire(path.join(ROOT, 'package.json'))('libsql');

runDrill('kill -9 while analytics events arrive (SQLite)', 240, async () => {
  const work = tempDir('analytics-kill9');
  const dataDir = path.join(work, 'data');
  ensureBuild(work);
  const first = await startApp({ name: 'app', dataDir, logDir: work, env: { TRUST_PROXY: '1' } });
  // Each event names itself by its path, so the stored rows can be matched to the answers.
  const answered = []; // [path, answeredAt]
  let sent = 0;
  let killedAt = 0;
  const send = async (n) => {
    sent += 1;
    const p = `/drill/${n}`;
    const answer = await call(first.url, '/api/collect', { method: 'POST', raw: JSON.stringify({ k: 'pageview', p }), headers: { 'content-type': 'text/plain', 'user-agent': CHROME, origin: first.url, 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` } });
    if (answer.status === 202) answered.push([p, Date.now()]);
  };
  // A steady stream for 4 to 6 seconds, then kill -9 in the middle of it.
  const killAfter = 4000 + Math.random() * 2000;
  const started = Date.now();
  const inFlight = new Set();
  for (let n = 0; Date.now() - started < killAfter; n += 1) {
    const request = send(n).finally(() => inFlight.delete(request));
    inFlight.add(request);
    await sleep(1000 / RATE);
  }
  killedAt = Date.now();
  await first.kill9();
  log(`kill -9 of pid ${first.pid} after ${sent} events sent, ${answered.length} answered 202`);
  await Promise.allSettled([...inFlight]);

  const second = await startApp({ name: 'app-restarted', dataDir, logDir: work });
  await second.stop();
  const db = new Libsql(path.join(dataDir, 'smarttech.db'), { readonly: true });
  const stored = new Set(db.prepare("select path from analytics_events where path like '/drill/%'").all().map((row) => row.path));
  const integrity = db.prepare('PRAGMA integrity_check').all().map((row) => Object.values(row)[0]).join('; ');
  db.close();
  const lost = answered.filter(([p]) => !stored.has(p));
  const oldestLostMs = lost.length ? killedAt - Math.min(...lost.map(([, at]) => at)) : 0;
  log(`stored ${stored.size} of ${answered.length} answered; lost ${lost.length}, the oldest answered ${oldestLostMs} ms before the kill; integrity_check ${integrity}`);
  const pass = oldestLostMs <= 1500 && integrity === 'ok';
  return { pass, summary: `${answered.length} events answered at ${RATE}/s, ${lost.length} lost (all from the last ${oldestLostMs} ms before the kill; allowed 1,500 ms), integrity ${integrity}` };
});
