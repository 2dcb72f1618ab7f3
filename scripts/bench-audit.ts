// npm run bench:audit: the audit screen's first page at 1,000,000 entries (BENCH_AUDIT_ENTRIES to change). Seeds a
// throwaway SQLite database (and, when PostgreSQL answers on BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, a throwaway database there), then times the list call the screen makes:
// the first page unfiltered and with each filter, median and worst of 7 runs. Target: ≤ 50 ms (issue 23).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { closeDb, getDb } from '../src/server/db';
import { auditPage } from '../src/server/team/audit';
import { onEachEngine } from './lib/bench-engines';
import { runMain } from './lib/run-main';

const print = (line: string) => process.stdout.write(`${line}\n`);
const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES || 1_000_000);
const RUNS = 7;
const ACTIONS = ['sign-in', 'sign-in', 'sign-in', 'update', 'update', 'publish', 'create', 'export', 'sign-in-failed', 'role-change'];
const ENTITIES = ['session', 'pages', 'resources', 'testimonials', 'contact-requests', 'account'];
const PEOPLE = Array.from({ length: 40 }, (_, i) => `member${i}@smarttech.example`);

/** A year of entries, evenly spread, newest last. */
async function seed(): Promise<void> {
  const db = await getDb();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const step = (365 * 86_400_000) / ENTRIES;
  const batch = 2_000;
  for (let i = 0; i < ENTRIES; i += batch) {
    const rows = Array.from({ length: Math.min(batch, ENTRIES - i) }, (_, j) => {
      const n = i + j;
      const at = new Date(start + n * step);
      return { id: `${(at.getTime() * 1000 + (n % 1000)).toString(16).padStart(14, '0')}-${n.toString(16).padStart(8, '0')}`, at: at.toISOString(), actor_id: `user-${n % 40}`, actor_email: PEOPLE[n % 40]!, action: ACTIONS[n % ACTIONS.length]!, entity: ENTITIES[n % ENTITIES.length]!, entity_id: `doc-${n % 5000}`, changes: n % 3 === 0 ? JSON.stringify({ title: { before: 'Old title', after: 'New title' } }) : null };
    });
    await db.insertInto('audit_log').values(rows).execute();
  }
  // Statistics, as a running database has them (PostgreSQL's autovacuum analyzes after a bulk of inserts).
  await sql`analyze audit_log`.execute(db);
}

async function time(label: string, params: Record<string, string>): Promise<string> {
  const samples: number[] = [];
  let total = '';
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const result = await auditPage(new URLSearchParams(params));
    samples.push(performance.now() - started);
    if (!result.ok) throw new Error(result.message);
    total = `${result.data.totalCapped ? '> ' : ''}${result.data.total.toLocaleString('en-US')}`;
  }
  samples.sort((a, b) => a - b);
  return `| ${label} | ${total} | ${samples[Math.floor(RUNS / 2)]!.toFixed(1)} | ${samples[RUNS - 1]!.toFixed(1)} |`;
}

const cases: [string, Record<string, string>][] = [
  ['first page, newest first', {}],
  ['by person', { actor: 'member7@smarttech.example' }],
  ['by entity', { entity: 'pages' }],
  ['by action (rare)', { action: 'role-change' }],
  ['one day', { from: '2026-06-01', to: '2026-06-01' }],
  ['person and action', { actor: 'member7@smarttech.example', action: 'update' }],
  ['page 100', { page: '100' }],
];

async function benchEngine(name: string): Promise<void> {
  const seeding = performance.now();
  await seed();
  print(`\n${name}: ${ENTRIES.toLocaleString('en-US')} entries seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  print('| query | matches | median ms | worst ms |\n| --- | ---: | ---: | ---: |');
  for (const [label, params] of cases) print(await time(label, params));
  await closeDb();
}

runMain(() => onEachEngine('audit', benchEngine, print));
