// Drill: kill -9 the server while its outbox is delivering lead notifications to a slow SMTP server. After a restart
// every acknowledged lead's notification must arrive at least once (under its idempotency key, so a receiver can
// drop the duplicates of rows that were mid-delivery at the kill).   npm run drill:outbox-kill9
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, log, onCleanup, pool, runDrill, sleep, tally, tempDir } from './lib/common.mjs';
import { call, ensureBuild, signIn, startApp } from './lib/app.mjs';

const LEADS = Number(process.env.DRILL_LEADS || 150);
const { SMTPServer } = createRequire(path.join(ROOT, 'package.json'))('smtp-server');

/** A real SMTP server that takes `delayMs` per message (a slow relay), keeping each message's idempotency key. */
async function startSlowSmtp(delayMs) {
  const keys = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const key = /^X-Idempotency-Key: (.+)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim();
        setTimeout(() => {
          if (key) keys.push(key);
          callback();
        }, delayMs);
      });
    },
  });
  // The killed server's connections end mid-conversation (ECONNRESET): expected here, not a failure.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, keys };
}

runDrill('kill -9 while the outbox delivers (SQLite)', 300, async () => {
  const work = tempDir('outbox-kill9');
  const dataDir = path.join(work, 'data');
  ensureBuild(work);
  const smtp = await startSlowSmtp(150);
  // One trusted proxy: each lead comes from its own address, below the contact form's rate limit.
  const env = { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: 'sales@drill.example', TRUST_PROXY: '1' };
  const first = await startApp({ name: 'app', dataDir, logDir: work, env });

  const acknowledged = [];
  const statuses = [];
  let killed = false;
  const killAt = Math.floor(LEADS * 0.6);
  await pool(LEADS, 6, async (i) => {
    const response = await call(first.url, '/api/contact', {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      body: { name: `Drill Lead ${i}`, email: `lead${i}@drill.example`, company: 'Drill BV', message: `Please call me back about audit ${i}.` },
    });
    statuses.push(response.status || response.error);
    if (response.status === 201) acknowledged.push(response.json.data.id);
    if (!killed && acknowledged.length >= killAt) {
      killed = true;
      log(`kill -9 of pid ${first.pid}: ${acknowledged.length} leads acknowledged, ${smtp.keys.length} notifications delivered so far`);
      await first.kill9();
    }
  }, () => killed);
  log(`answers: ${tally(statuses)}`);
  if (!killed) return { pass: false, summary: 'the server was never killed' };
  const deliveredBeforeRestart = smtp.keys.length;

  const second = await startApp({ name: 'app-restarted', dataDir, logDir: work, env });
  const cookie = await signIn(second.url);
  const expected = new Set(acknowledged.map((id) => `lead-${id}-staff_email`));
  // A row claimed at the kill waits for its lease (60 s) before another worker takes it.
  const until = Date.now() + 150_000;
  let missing = [...expected];
  while (Date.now() < until) {
    const got = new Set(smtp.keys);
    missing = [...expected].filter((key) => !got.has(key));
    if (missing.length === 0) break;
    await sleep(1000);
  }
  const counts = new Map();
  for (const key of smtp.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  log(`after restart: ${expected.size} acknowledged leads, ${expected.size - missing.length} notified (${deliveredBeforeRestart} before the kill), ${missing.length} missing, ${duplicates} delivered twice (same idempotency key)`);

  // The lead pages agree: every acknowledged lead's delivery is sent.
  const sample = acknowledged.slice(-5);
  for (const id of sample) {
    const lead = await call(second.url, `/api/admin/contact-requests/${id}`, { cookie });
    const delivery = lead.json?.data?.deliveries?.[0];
    log(`  lead ${id.slice(0, 8)}: ${delivery?.channel} ${delivery?.status} after ${delivery?.attempts} attempt(s)`);
  }
  await second.stop();
  return missing.length === 0
    ? { pass: true, summary: `${expected.size} acknowledged leads, every notification delivered at least once after kill -9 (${duplicates} duplicates, each under its idempotency key)` }
    : { pass: false, summary: `${missing.length} of ${expected.size} acknowledged leads never notified` };
});
