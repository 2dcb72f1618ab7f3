// Drill: kill -9 the server during 1,000 concurrent admin writes on SQLite. Every write it acknowledged (2xx) must be
// there after a restart, and PRAGMA integrity_check must answer ok.   npm run drill:kill9
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, log, pool, runDrill, tally, tempDir } from './lib/common.mjs';
import { call, ensureBuild, signIn, startApp } from './lib/app.mjs';

const WRITES = Number(process.env.DRILL_WRITES || 1000);
const CONCURRENCY = 16;
const Libsql = createRequire(path.join(ROOT, 'package.json'))('libsql');

runDrill('kill -9 during admin writes (SQLite)', 240, async () => {
  const work = tempDir('kill9');
  const dataDir = path.join(work, 'data');
  ensureBuild(work);
  const first = await startApp({ name: 'app', dataDir, logDir: work });
  const cookie = await signIn(first.url);
  const run = Date.now().toString(36);

  // Writes: creates, then edits and deletions of rows it created, so the journal holds every kind of change.
  const acknowledged = new Map(); // id -> expected row (null when deleted)
  // A change in flight at the kill got no answer but may have committed: for its row, its outcome is also valid.
  const unanswered = new Map(); // id -> [possible rows]
  const maybe = (id, row) => unanswered.set(id, [...(unanswered.get(id) ?? []), row]);
  const created = [];
  const statuses = [];
  const killAt = Math.floor(WRITES * (0.35 + Math.random() * 0.3));
  let killed = false;
  let sent = 0;
  const busy = new Set(); // one change at a time per row, so answers cannot arrive out of order for it
  const write = async (i) => {
    sent += 1;
    let response;
    const pick = created.length > 20 ? created[Math.floor(Math.random() * created.length)] : null;
    const target = pick && !busy.has(pick) && acknowledged.get(pick) !== null ? pick : null;
    if (target) busy.add(target);
    if (target && i % 10 === 7) {
      response = await call(first.url, `/api/admin/testimonials/${target}`, { method: 'DELETE', cookie });
      if (response.status === 204) acknowledged.set(target, null);
      else if (!response.status) maybe(target, null);
    } else if (target && i % 10 === 3) {
      const name = `Edited ${run}-${i}`;
      response = await call(first.url, `/api/admin/testimonials/${target}`, { method: 'PATCH', cookie, body: { name } });
      if (response.status === 200) acknowledged.set(target, { name });
      else if (!response.status) maybe(target, { name });
    } else {
      const name = `Drill ${run}-${i}`;
      response = await call(first.url, '/api/admin/testimonials', { method: 'POST', cookie, body: { name, position: 'QA', company: 'Drill', testimonial: `write ${i}` } });
      if (response.status === 201) {
        acknowledged.set(response.json.data.id, { name });
        created.push(response.json.data.id);
      }
    }
    if (target) busy.delete(target);
    statuses.push(response.status || response.error);
    if (!killed && acknowledged.size >= killAt) {
      killed = true;
      log(`kill -9 of pid ${first.pid} after ${acknowledged.size} acknowledged writes (${sent} sent, some in flight)`);
      await first.kill9();
    }
  };
  await pool(WRITES, CONCURRENCY, write, () => killed);
  log(`answers: ${tally(statuses)}`);
  if (!killed) return { pass: false, summary: `the server was never killed (${acknowledged.size} acknowledged)` };

  const second = await startApp({ name: 'app-restarted', dataDir, logDir: work });
  const list = await call(second.url, '/api/admin/testimonials', { cookie: await signIn(second.url) });
  if (list.status !== 200) return { pass: false, summary: `listing after restart answered ${list.status}` };
  const stored = new Map(list.json.data.map((row) => [row.id, row]));
  const holds = (id, row) => (row === null ? !stored.has(id) : stored.get(id)?.name === row.name);
  const lost = [...acknowledged].filter(([id, expected]) => !holds(id, expected) && !(unanswered.get(id) ?? []).some((row) => holds(id, row)));
  const unacknowledged = list.json.data.filter((row) => row.name.includes(run) && !acknowledged.has(row.id)).length;
  log(`after restart: ${acknowledged.size} acknowledged writes checked, ${lost.length} lost or stale; ${unacknowledged} unacknowledged creates also stored (in flight at the kill)`);
  for (const [id, expected] of lost.slice(0, 5)) log(`  lost: ${id} expected ${JSON.stringify(expected)}, stored ${JSON.stringify(stored.get(id)?.name ?? null)}`);
  await second.stop();

  const db = new Libsql(path.join(dataDir, 'smarttech.db'), { readonly: true });
  const integrity = db.prepare('PRAGMA integrity_check').all().map((row) => Object.values(row)[0]);
  const foreignKeys = db.prepare('PRAGMA foreign_key_check').all();
  db.close();
  log(`PRAGMA integrity_check: ${integrity.join('; ')}; foreign_key_check: ${foreignKeys.length} problems`);
  const pass = lost.length === 0 && integrity.join() === 'ok' && foreignKeys.length === 0;
  return { pass, summary: `${acknowledged.size} acknowledged of ${sent} sent, ${lost.length} lost; integrity_check ${integrity.join('; ')}` };
});
