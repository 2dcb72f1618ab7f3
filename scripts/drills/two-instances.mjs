// Drill: two instances on one fresh PostgreSQL database (a throwaway database on the shared server), started
// together, with no AUTH_SECRET. Both must start; a session made on A must work on B; a staff write on A must show
// on B's public pages within 5 s (`/` for a testimonial, `/resources` and the resource page for a resource).
//   npm run drill:two-instances
import path from 'node:path';
import { log, runDrill, sleep, tempDir } from './lib/common.mjs';
import { call, ensureBuild, signIn, startApp } from './lib/app.mjs';
import { throwawayDatabase } from './lib/pg.mjs';

const LIMIT_MS = 5000;
const GIVE_UP_MS = 70_000;

/** Polls `check` every 100 ms: ms until it held, or null after GIVE_UP_MS. */
async function delayUntil(check, since) {
  while (Date.now() - since < GIVE_UP_MS) {
    if (await check()) return Date.now() - since;
    await sleep(100);
  }
  return null;
}

const shows = (app, pathname, text) => async () => {
  const page = await call(app.url, pathname, { headers: { 'cache-control': 'no-cache' } });
  return page.status === 200 && page.text.includes(text);
};

runDrill('two instances on one PostgreSQL', 240, async () => {
  const work = tempDir('two');
  ensureBuild(work);
  const DATABASE_URL = await throwawayDatabase();
  const env = { DATABASE_URL, AUTH_SECRET: undefined };
  const [a, b] = await Promise.all(['a', 'b'].map((name) => startApp({ name, dataDir: path.join(work, name), logDir: work, env })));
  const problems = [];

  const cookie = await signIn(a.url);
  const onB = await call(b.url, '/api/admin/testimonials', { cookie });
  log(`a session made on A, used on B: ${onB.status}`);
  if (onB.status !== 200) problems.push(`A's session answered ${onB.status} on B`);

  const run = Date.now().toString(36);

  // The team (issue 23): a member invited on A joins through B and signs in on B; disabled on A, the member's very
  // next request on B is refused (sessions live in the database, checked on every request).
  const email = `member-${run}@drill.test`;
  const password = 'harbor quartz window seven';
  const invited = await call(a.url, '/api/admin/users/invitations', { method: 'POST', cookie, body: { email, role: 'editor' } });
  if (invited.status !== 201) throw new Error(`inviting on A answered ${invited.status}: ${invited.text}`);
  const token = new URL(invited.json.data.link).pathname.split('/').pop();
  const joined = await call(b.url, '/api/team/invitations/accept', { method: 'POST', body: { token, name: 'Drill Member', password } });
  if (joined.status !== 201) throw new Error(`accepting on B answered ${joined.status}: ${joined.text}`);
  const member = await signIn(b.url, { email, password });
  const memberBefore = await call(b.url, '/api/admin/testimonials', { cookie: member });
  const id = (await call(a.url, '/api/admin/users', { cookie })).json.data.find((row) => row.email === email)?.id;
  const disabledAt = Date.now();
  const disabled = await call(a.url, `/api/admin/users/${id}`, { method: 'PATCH', cookie, body: { disabled: true } });
  const memberAfter = await call(b.url, '/api/admin/testimonials', { cookie: member });
  log(`a member on B: ${memberBefore.status} before, disabled on A (${disabled.status}), ${memberAfter.status} on B ${Date.now() - disabledAt} ms later`);
  if (memberBefore.status !== 200 || disabled.status !== 200 || memberAfter.status !== 401) problems.push(`disabling on A: B answered the member ${memberAfter.status} (expected 401)`);

  const person = `Drill Person ${run}`;
  const title = `Drill resource ${run}`;
  const slug = `drill-resource-${run}`;
  // B has served (and cached) every page before the writes, as a running site has.
  for (const pathname of ['/', '/resources', `/resources/${slug}`]) await call(b.url, pathname);

  const delays = {};
  let since = Date.now();
  const testimonial = await call(a.url, '/api/admin/testimonials', { method: 'POST', cookie, body: { name: person, position: 'CTO', company: 'Drill', testimonial: 'Seen everywhere.' } });
  if (testimonial.status !== 201) throw new Error(`testimonial on A answered ${testimonial.status}: ${testimonial.text}`);
  delays['testimonial on B /'] = await delayUntil(shows(b, '/', person), since);

  since = Date.now();
  const resource = await call(a.url, '/api/admin/resources', { method: 'POST', cookie, body: { title, slug, description: 'Made on A.', categories: ['cloud'] } });
  if (resource.status !== 201) throw new Error(`resource on A answered ${resource.status}: ${resource.text}`);
  const [list, page] = await Promise.all([delayUntil(shows(b, '/resources', title), since), delayUntil(shows(b, `/resources/${slug}`, title), since)]);
  delays['resource on B /resources'] = list;
  delays[`resource on B /resources/${slug}`] = page;

  since = Date.now();
  const hidden = await call(a.url, `/api/admin/testimonials/${testimonial.json.data.id}`, { method: 'PATCH', cookie, body: { isActive: false } });
  if (hidden.status !== 200) throw new Error(`hiding the testimonial on A answered ${hidden.status}`);
  delays['hidden testimonial gone from B /'] = await delayUntil(async () => !(await shows(b, '/', person)()), since);

  for (const [what, ms] of Object.entries(delays)) {
    log(`${what}: ${ms === null ? `not within ${GIVE_UP_MS / 1000} s` : `${ms} ms`}`);
    if (ms === null || ms > LIMIT_MS) problems.push(`${what} took ${ms === null ? `over ${GIVE_UP_MS / 1000} s` : `${ms} ms`}`);
  }
  const worst = Math.max(...Object.values(delays).map((ms) => ms ?? Infinity));
  const summary = `both started; session on B ${onB.status}; a member disabled on A refused on B; slowest change seen on B after ${Number.isFinite(worst) ? `${worst} ms` : 'never'} (limit ${LIMIT_MS} ms)`;
  return { pass: problems.length === 0, summary: problems.length ? `${summary}: ${problems.join('; ')}` : summary };
});
