// Drill: 50 sign-ins with a wrong password for one staff account, all at once. The lockout must let at most 5 reach
// a password check (401) and refuse the rest (429).   npm run drill:sign-in-burst [-- --postgres]
import path from 'node:path';
import { log, runDrill, tally, tempDir } from './lib/common.mjs';
import { STAFF, call, ensureBuild, startApp } from './lib/app.mjs';
import { throwawayDatabase } from './lib/pg.mjs';

const ATTEMPTS = 50;
const MAX_CHECKS = 5;
const onPostgres = process.argv.includes('--postgres');

runDrill(`${ATTEMPTS} parallel wrong passwords (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, 180, async () => {
  const work = tempDir('burst');
  ensureBuild(work);
  const env = onPostgres ? { DATABASE_URL: await throwawayDatabase() } : {};
  const app = await startApp({ name: 'app', dataDir: path.join(work, 'data'), logDir: work, env });

  const body = { email: STAFF.email, password: 'not-the-password-at-all' };
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, () => call(app.url, '/api/auth/sign-in/email', { method: 'POST', body, timeoutMs: 60_000 })),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = answers.map((answer) => answer.status || answer.error);
  const checked = statuses.filter((status) => status === 401).length;
  const refused = statuses.filter((status) => status === 429).length;
  log(`${ATTEMPTS} sign-ins in ${seconds} s: ${tally(statuses)}`);
  const retryAfter = answers.find((answer) => answer.status === 429)?.headers.get('retry-after');
  if (retryAfter) log(`a 429 says Retry-After: ${retryAfter} s`);

  // The account is now locked: the right password is refused too, for the lockout's duration.
  const right = await call(app.url, '/api/auth/sign-in/email', { method: 'POST', body: { email: STAFF.email, password: STAFF.password } });
  log(`the right password right after: ${right.status} ${right.json?.message ?? right.json?.code ?? ''}`);

  const problems = [];
  if (checked > MAX_CHECKS) problems.push(`${checked} wrong passwords were checked (401), at most ${MAX_CHECKS} allowed`);
  if (checked + refused !== ATTEMPTS) problems.push(`answers other than 401/429: ${tally(statuses.filter((s) => s !== 401 && s !== 429))}`);
  if (right.status !== 429) problems.push(`the right password after the burst answered ${right.status}, not 429 (locked)`);
  const summary = `401×${checked} (at most ${MAX_CHECKS}), 429×${refused} of ${ATTEMPTS}; right password then ${right.status}`;
  return { pass: problems.length === 0, summary: problems.length ? `${summary}: ${problems.join('; ')}` : summary };
});
