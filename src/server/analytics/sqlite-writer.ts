import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AnalyticsEventsTable } from '../db/schema-analytics';
import { logger } from '../logger';
import { markCandidates } from './day-marks';
import { minuteOf, rolledUntilQuery } from './rollup-marks';

// On SQLite, events are written by a worker thread with a connection of its own (http-server/analytics-writer.mjs,
// docs/decisions/0039): SQLite works on the thread that calls it, and a batch written on the server's thread held every
// answer for its length. The worker executes what this module sends: the SQL (compiled here by Kysely, so the tables
// and columns stay typed) and the values, one transaction per call.

type Row = Insertable<AnalyticsEventsTable>;

/** Every column of an event, in the order the values are sent (the type check below fails if one is left out). */
const EVENT_COLUMNS = [
  'id', 'at', 'day', 'visitor', 'kind', 'path', 'goal', 'source', 'medium', 'campaign', 'referrer', 'landing', 'click', 'device', 'browser',
  'first_visit', 'first_page', 'first_goal', 'first_of_goal',
] as const satisfies ReadonlyArray<keyof AnalyticsEventsTable>;
const everyColumnSent: Exclude<keyof AnalyticsEventsTable, (typeof EVENT_COLUMNS)[number]> extends never ? true : never = true;
void everyColumnSent;

const WORKER_FILE = path.join(process.cwd(), 'http-server', 'analytics-writer.mjs');

type Answer = { id: number; written?: number; late?: true; error?: string; code?: string };
type WriterState = { db: Kysely<Database>; worker: Worker; pending: Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>; next: number };

const holder = globalThis as typeof globalThis & { __smarttechAnalyticsWriter?: WriterState };

const compiled = new WeakMap<Kysely<Database>, ReturnType<typeof compileStatements>>();
const statementsOf = (db: Kysely<Database>) => compiled.get(db) ?? compiled.set(db, compileStatements(db)).get(db)!;

function compileStatements(db: Kysely<Database>) {
  const blank = Object.fromEntries(EVENT_COLUMNS.map((column) => [column, null])) as unknown as Row;
  const rolledUntil = rolledUntilQuery(db).compile();
  return {
    event: db.insertInto('analytics_events').values(blank).compile().sql,
    mark: db
      .insertInto('analytics_day_marks')
      .values({ day: '', visitor: '', mark: '' })
      .onConflict((conflict) => conflict.columns(['day', 'visitor', 'mark']).doNothing())
      .compile().sql,
    rolledUntil: { text: rolledUntil.sql, parameters: rolledUntil.parameters },
  };
}

function startWriter(db: Kysely<Database>, file: string): WriterState {
  const worker = new Worker(WORKER_FILE, { workerData: { file } });
  const state: WriterState = { db, worker, pending: new Map(), next: 1 };
  worker.unref();
  worker.on('message', (answer: Answer) => {
    const waiting = state.pending.get(answer.id);
    state.pending.delete(answer.id);
    if (state.pending.size === 0) worker.unref();
    waiting?.resolve(answer);
  });
  const fail = (error: Error) => {
    if (holder.__smarttechAnalyticsWriter === state) holder.__smarttechAnalyticsWriter = undefined;
    for (const waiting of state.pending.values()) waiting.reject(error);
    state.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the analytics writer thread stopped (exit code ${code})`)));
  return state;
}

/** The writer of this database: by the database, not its file name (tests put a new file where the last one was). */
function writerFor(db: Kysely<Database>, file: string): WriterState {
  const current = holder.__smarttechAnalyticsWriter;
  if (current?.db === db) return current;
  // Another database: the old connection closes with its thread.
  if (current) void stopWriter(current);
  return (holder.__smarttechAnalyticsWriter = startWriter(db, file));
}

function send(state: WriterState, message: Record<string, unknown>): Promise<Answer> {
  const id = state.next++;
  return new Promise<Answer>((resolve, reject) => {
    state.pending.set(id, { resolve, reject });
    // Held while it has work, so a script that awaits a write is not left to exit first.
    state.worker.ref();
    state.worker.postMessage({ id, ...message });
  });
}

let workerPresent: boolean | undefined;

/** Whether this database's events go through the writer thread: SQLite opened from a file, with the worker's module present. */
export function writesOnItsThread(file: string | undefined): file is string {
  if (!file) return false;
  if (workerPresent === undefined) {
    workerPresent = fs.existsSync(WORKER_FILE);
    if (!workerPresent) logger().warn({ file: WORKER_FILE }, 'The analytics writer thread is missing: events are written on the server’s thread');
  }
  return workerPresent;
}

/**
 * Writes `rows` (a batch of the queue's) in one transaction on the writer thread of `file`. `late`: one of them belongs to
 * a minute already rolled up, nothing was written, and the caller writes them with the roll-ups (queue.ts). Throws what
 * the database refused; nothing of the call is written then.
 */
export async function writeOnWriterThread(db: Kysely<Database>, file: string, rows: Row[]): Promise<'written' | 'late'> {
  const state = writerFor(db, file);
  const marks = markCandidates(rows).map(({ index, flag, mark }) => [mark.day, mark.visitor, mark.mark, index, EVENT_COLUMNS.indexOf(flag)]);
  const values = rows.map((row) => EVENT_COLUMNS.map((column) => row[column] ?? null));
  const earliestMinute = rows.reduce((earliest, row) => (minuteOf(row.at) < earliest ? minuteOf(row.at) : earliest), minuteOf(rows[0]!.at));
  const answer = await send(state, { sql: statementsOf(db), earliestMinute, marks, rows: values });
  if (answer.error !== undefined) throw Object.assign(new Error(answer.error), { code: answer.code });
  return answer.late ? 'late' : 'written';
}

async function stopWriter(state: WriterState): Promise<void> {
  if (holder.__smarttechAnalyticsWriter === state) holder.__smarttechAnalyticsWriter = undefined;
  const exited = new Promise<void>((resolve) => state.worker.once('exit', () => resolve()));
  state.worker.ref();
  state.worker.postMessage('close');
  await exited;
}

/** Closes the writer thread's connection (a graceful stop, once the queue is written; tests). */
export async function stopSqliteWriter(): Promise<void> {
  const state = holder.__smarttechAnalyticsWriter;
  if (state) await stopWriter(state);
}
