// npm run bench:ingest: how many analytics events a second POST /api/collect takes (issue 24: at least 5,000/s with
// p99 under 20 ms on this 2-core machine), and whether every event answered 202 reaches the database. One Node
// process (http-server/index.mjs), its embedded SQLite unless BENCH_DATABASE_URL names a PostgreSQL database; autocannon
// sends page views as the beacon does, each request from a different address (TRUST_PROXY=1 and X-Forwarded-For, so
// the per-client budget of 120 a minute is not what is measured). Prints figures; asserts nothing.
// BENCH_RATE offers that many events a second in all (autocannon's overallRate) instead of as many as the server
// answers: the latency of a site that takes a given load, not of one driven past its limit (where every answer waits
// its turn behind the other connections' and the latency is the connections divided by the rate).
//   BENCH_DURATION (s, default 20), BENCH_CONNECTIONS (default 50), BENCH_RATE (events/s, optional), BENCH_DATABASE_URL (optional)
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { ROOT, finish, log, sleep } from '../drills/lib/common.mjs';
import { BENCH_SITE_URL, failOnError, startBenchSite } from './site.mjs';

const duration = Number(process.env.BENCH_DURATION || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const rate = Number(process.env.BENCH_RATE || 0);
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PATHS = ['/', '/services', '/services/cloud-smart', '/why-choose-us', '/resources', '/contact', '/industries/fintech', '/careers'];

failOnError('bench:ingest');
const site = await startBenchSite({ env: { TRUST_PROXY: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
const pg = databaseUrl ? new (createRequire(path.join(ROOT, 'package.json'))('pg').Pool)({ connectionString: databaseUrl }) : null;
const countRows = async () => {
  if (pg) return Number((await pg.query('select count(*) as n from analytics_events')).rows[0].n);
  const Libsql = createRequire(path.join(ROOT, 'package.json'))('libsql');
  const db = new Libsql(path.join(site.dataDir, 'smarttech.db'), { readonly: true });
  try {
    return Number(db.prepare('select count(*) as n from analytics_events').get().n);
  } finally {
    db.close();
  }
};
const before = await countRows();

let counter = 0;
const event = () => {
  counter += 1;
  const source = ['linkedin', 'google', 'newsletter', 'direct'][counter % 4];
  return JSON.stringify({ k: 'pageview', p: PATHS[counter % PATHS.length], w: counter % 3 === 0 ? 1440 : 390, s: source === 'direct' ? undefined : { utm_source: source, landing_page: '/' } });
};
let accepted = 0;
const result = await autocannon({
  url: site.url,
  connections,
  duration,
  ...(rate ? { overallRate: rate } : {}),
  requests: [
    {
      method: 'POST',
      path: '/api/collect',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, origin: BENCH_SITE_URL, 'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}` },
        body: event(),
      }),
      onResponse: (status) => {
        if (status === 202) accepted += 1;
      },
    },
  ],
});
// Written within a second of the last answer.
await sleep(2500);
const stored = (await countRows()) - before;
await pg?.end();
log(`${result.requests.total} requests in ${duration} s with ${connections} connections${rate ? `, ${rate} a second offered` : ''}: ${Math.round(result.requests.average)} events/s on average`);
log(`latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
log(`answers: ${accepted} × 202, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`);
log(`stored: ${stored} of the ${accepted} accepted (${accepted - stored} missing) on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
await finish(true, 'bench:ingest done');
