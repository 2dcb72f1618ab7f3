// npm run bench:analytics: the analytics report at scale (issue 24: a 30-day report in ≤ 100 ms at 10 million raw
// events, on both engines). Seeds BENCH_ANALYTICS_EVENTS (default 10,000,000) page views and goals over the last 30
// days into a throwaway SQLite database (and a throwaway PostgreSQL one when BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, answers), as the collector writes them (first-of-the-day flags included),
// rolls up as the running site does (every past hour, then this hour a minute at a time, so the hour's rows are as many
// as a running site has before they are merged), then times the report the screen asks for: median and worst of 7
// runs, with the raw events not rolled up read too and new events arriving between runs. Prints a table; asserts
// nothing.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Libsql from 'libsql';
import { sql } from 'kysely';
import { daysBefore, zonedToday } from '../src/lib/site-time';
import { closeDb, getDb } from '../src/server/db';
import { siteTimeZone } from '../src/server/env';
import { analyticsReport } from '../src/server/analytics/report';
import { ROLLUP_GRACE_MS, rollUpClosedMinutes } from '../src/server/analytics/rollup';
import { markStart, rolledUntil } from '../src/server/analytics/rollup-marks';
import { onEachEngine } from './lib/bench-engines';
import { runMain } from './lib/run-main';

const print = (line: string) => process.stdout.write(`${line}\n`);
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS || 10_000_000);
const DAYS = 30;
const RUNS = 7;
const SITE_PAGES = ['/', '/services', '/why-choose-us', '/resources', '/contact', '/careers', '/privacy-policy', ...Array.from({ length: 7 }, (_, i) => `/services/service-${i}`), ...Array.from({ length: 4 }, (_, i) => `/industries/industry-${i}`)];
const PAGES = [...SITE_PAGES, ...Array.from({ length: 1000 }, (_, i) => `/resources/resource-${i}`)];
const SOURCES = ['direct', 'www.google.com', 'linkedin', 'newsletter', 'www.bing.com', 'duckduckgo.com', ...Array.from({ length: 24 }, (_, i) => `partner-${i}.example`)];
const GOALS = ['Contact request', 'Audit booking', 'Home hero: audit', 'Service page CTA', 'Job application'];
const DEVICES = ['phone', 'desktop', 'tablet'];
const BROWSERS = ['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Other'];
const COLUMNS = ['id', 'at', 'day', 'visitor', 'kind', 'path', 'goal', 'source', 'medium', 'campaign', 'referrer', 'landing', 'click', 'device', 'browser', 'first_visit', 'first_page', 'first_goal', 'first_of_goal'] as const;

// A fixed pseudo-random sequence, so both engines get the same data.
let state = 42;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
/** Skewed towards the first items (a few pages and sources bring most visits). */
const pick = <T>(items: readonly T[]) => items[Math.floor(items.length * random() ** 2.5)]!;

async function seed(): Promise<void> {
  state = 42;
  const db = await getDb();
  const now = Date.now();
  const today = zonedToday(siteTimeZone());
  const perDay = Math.floor(EVENTS / DAYS);
  let rows: Record<string, unknown>[] = [];
  let written = 0;
  // SQLite: one prepared statement on a connection of its own, 20,000 rows a transaction. Through the app's driver
  // (a statement prepared per INSERT) the process grew by a gigabyte a minute and would not have seen 10 million.
  const sqlite = process.env.DATABASE_URL ? null : new Libsql(path.join(process.env.DATA_DIR!, 'smarttech.db'), { timeout: 30_000 });
  const insert = sqlite?.prepare(`insert into analytics_events (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
  const writeBatch = sqlite?.transaction((batch: Record<string, unknown>[]) => {
    for (const row of batch) insert!.run(COLUMNS.map((column) => row[column] ?? null));
  });
  const flushRows = async () => {
    if (writeBatch) writeBatch(rows);
    else for (let at = 0; at < rows.length; at += 500) await db.insertInto('analytics_events').values(rows.slice(at, at + 500) as never).execute();
    written += rows.length;
    rows = [];
  };
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const day = daysBefore(today, d);
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    // Today's events run up to now at the same rate, so the open hour has its raw events (a whole day's crammed into
    // the minutes since midnight put 333,333 of them in the open hour of a run at 00:45).
    const span = d === 0 ? Math.max(60_000, now - dayStart) : 86_400_000;
    const quota = Math.floor((perDay * span) / 86_400_000);
    let events = 0;
    for (let v = 0; events < quota; v += 1) {
      const visitor = `${d.toString(16).padStart(2, '0')}${v.toString(16).padStart(14, '0')}`;
      const source = pick(SOURCES);
      const medium = source === 'direct' ? null : source.includes('.') ? 'referral' : 'social';
      const campaign = source === 'linkedin' || source === 'newsletter' ? `campaign-${Math.floor(random() * 25)}` : null;
      const landing = pick(PAGES);
      const device = pick(DEVICES);
      const browser = pick(BROWSERS);
      const views = 1 + Math.floor(random() * 8);
      const converts = random() < 0.03;
      let t = dayStart + Math.floor(random() * span * 0.999);
      const seen = new Set<string>();
      const base = { day, visitor, source, medium, campaign, referrer: medium === 'referral' ? source : null, landing, click: null, device, browser };
      for (let i = 0; i < views + (converts ? 1 : 0) && events < quota; i += 1) {
        const goal = converts && i === views ? pick(GOALS) : null;
        const path = i === 0 ? landing : goal ? '/contact' : pick(PAGES);
        const firstPage = !goal && !seen.has(path);
        if (!goal) seen.add(path);
        rows.push({ ...base, id: `${t.toString(16)}-${visitor}-${i}`, at: new Date(t).toISOString(), kind: goal ? 'goal' : 'pageview', path, goal, first_visit: i === 0 ? 1 : 0, first_page: firstPage ? 1 : 0, first_goal: goal ? 1 : 0, first_of_goal: goal ? 1 : 0 });
        t = Math.min(dayStart + span - 1, t + 20_000 + Math.floor(random() * 60_000));
        events += 1;
        if (rows.length >= 20_000) await flushRows();
      }
    }
  }
  await flushRows();
  sqlite?.close();
  await sql`analyze`.execute(db);
  print(`${written.toLocaleString('en-US')} raw events written`);
}

// Between two runs, the events of ten seconds at this rate arrive (as the running site writes them), so a report reads
// what came since the one before, as on a site in use.
const ARRIVING = Math.max(1, Math.round((EVENTS / (DAYS * 86_400)) * 10));
let arrived = 0;

async function arrive(): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const day = zonedToday(siteTimeZone(), now);
  const rows = Array.from({ length: ARRIVING }, (_, i) => {
    arrived += 1;
    const visitor = `ff${arrived.toString(16).padStart(14, '0')}`;
    const at = new Date(now.getTime() - ARRIVING + i).toISOString();
    return { id: `${at}-${visitor}`, at, day, visitor, kind: 'pageview', path: pick(PAGES), goal: null, source: pick(SOURCES), medium: null, campaign: null, referrer: null, landing: '/', click: null, device: pick(DEVICES), browser: pick(BROWSERS), first_visit: 1, first_page: 1, first_goal: 0, first_of_goal: 0 };
  });
  await db.insertInto('analytics_events').values(rows).execute();
}

async function time(label: string, query: { from: string; to: string; source?: string; page?: string }): Promise<string> {
  const samples: number[] = [];
  let visitors = 0;
  for (let i = 0; i < RUNS; i += 1) {
    await arrive();
    const started = performance.now();
    const report = await analyticsReport(query);
    samples.push(performance.now() - started);
    visitors = report.visitors;
  }
  samples.sort((a, b) => a - b);
  return `| ${label} | ${visitors.toLocaleString('en-US')} | ${samples[Math.floor(RUNS / 2)]!.toFixed(1)} | ${samples[RUNS - 1]!.toFixed(1)} |`;
}

async function benchEngine(name: string): Promise<void> {
  const seeding = performance.now();
  await seed();
  print(`\n${name}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const rolling = performance.now();
  const hourStarted = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  let minutes = await rollUpClosedMinutes(new Date(hourStarted + ROLLUP_GRACE_MS));
  for (let at = hourStarted + 60_000; at <= Date.now(); at += 60_000) minutes += await rollUpClosedMinutes(new Date(at + ROLLUP_GRACE_MS));
  const db = await getDb();
  // As a running site has them (the roll-ups grow a minute at a time, and PostgreSQL's autovacuum keeps the table's
  // statistics and visibility map up to date), not as they were the moment 400,000 roll-up rows arrived at once.
  await (process.env.DATABASE_URL ? sql`vacuum analyze analytics_rollups` : sql`analyze`).execute(db);
  const rollups = Number((await db.selectFrom('analytics_rollups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const until = await rolledUntil(db);
  const raw = Number((await db.selectFrom('analytics_events').select((eb) => eb.fn.countAll().as('n')).where('at', '>=', until ? markStart(until) : '').executeTakeFirstOrThrow()).n);
  print(`${minutes.toLocaleString('en-US')} minutes rolled up in ${((performance.now() - rolling) / 1000).toFixed(1)} s: ${rollups.toLocaleString('en-US')} roll-up rows; ${raw.toLocaleString('en-US')} raw events not rolled up yet (read by every report)`);
  const today = zonedToday(siteTimeZone());
  const month = { from: daysBefore(today, 29), to: today };
  const cold = performance.now();
  await analyticsReport(month);
  print(`first 30-day report after the roll-up: ${(performance.now() - cold).toFixed(1)} ms; then ${ARRIVING} new events before each run`);
  print('| report | visitors | median ms | worst ms |\n| --- | ---: | ---: | ---: |');
  print(await time('30 days', month));
  print(await time('30 days, one source', { ...month, source: 'linkedin' }));
  print(await time('30 days, one page', { ...month, page: '/services' }));
  print(await time('7 days', { from: daysBefore(today, 6), to: today }));
  print(await time('today (hourly)', { from: today, to: today }));
  print(await time('a past day (hourly)', { from: daysBefore(today, 10), to: daysBefore(today, 10) }));
  await closeDb();
}

runMain(() => onEachEngine('analytics', benchEngine, print));
