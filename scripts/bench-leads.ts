// npm run bench:leads: the inbox's server side at 10,000 leads. Seeds a throwaway SQLite database (and, when
// PostgreSQL answers on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a throwaway database
// there), then times the list API's query for the first page and common filters: median and worst of 7 runs.
import { performance } from 'node:perf_hooks';
import { leadQuerySchema } from '../src/lib/schemas/lead';
import { closeDb, getDb } from '../src/server/db';
import { listLeads } from '../src/server/repositories/lead-inbox';
import { leadRows } from './lib/large-data';
import { onEachEngine } from './lib/bench-engines';
import { runMain } from './lib/run-main';

const print = (line: string) => process.stdout.write(`${line}\n`);
const LEADS = Number(process.env.BENCH_LEADS || 10_000);
const RUNS = 7;
async function seed(): Promise<void> {
  const db = await getDb();
  const rows = leadRows(LEADS).map((row, i) => ({ ...row, owner_id: i % 4 === 0 ? null : `staff-${i % 2}` }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('contact_requests').values(rows.slice(i, i + 500)).execute();
}

async function time(label: string, params: Record<string, string>): Promise<string> {
  const query = leadQuerySchema.parse(params);
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    total = (await listLeads(query)).total;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return `| ${label} | ${total.toLocaleString('en-US')} | ${samples[Math.floor(RUNS / 2)]!.toFixed(1)} | ${samples[RUNS - 1]!.toFixed(1)} |`;
}

const cases: [string, Record<string, string>][] = [
  ['first page (inbox, newest first)', {}],
  ['search "route planning"', { q: 'route planning' }],
  ['status overdue', { status: 'overdue' }],
  ['unassigned from linkedin', { owner: 'none', source: 'linkedin' }],
  ['last 30 days', { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }],
  ['page 200 of 25', { page: '200' }],
];

async function benchEngine(name: string): Promise<void> {
  const seeding = performance.now();
  await seed();
  print(`\n${name}: ${LEADS.toLocaleString('en-US')} leads seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  print('| query | matches | median ms | worst ms |\n| --- | ---: | ---: | ---: |');
  for (const [label, params] of cases) print(await time(label, params));
  await closeDb();
}

runMain(() => onEachEngine('leads', benchEngine, print));
