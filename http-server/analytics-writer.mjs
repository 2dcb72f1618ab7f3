// The analytics events' writer on SQLite, a worker thread of the server (docs/decisions/0039, "Writing without
// holding up the answers"). SQLite works on the thread that calls it: written by the server's own thread, a second's
// batch of events held the answers for its whole length, some 90 µs an event (the table's indexes and the day marks'),
// which kept the collector at about 3,100 events a second on this 2-core machine against 7,000 with nothing written.
// Here the server answers while this thread writes, on a connection of its own to the same file (WAL: readers are not
// held up).
//
// It knows nothing of the tables: src/server/analytics/sqlite-writer.ts sends the SQL with the batch, so the columns
// and the rules stay in the typed code beside the schema. One message is one transaction:
//   { id, sql: { rolledUntil: { text, parameters }, mark, event }, earliestMinute, marks: [day, visitor, mark, row, column][], rows: unknown[][] }
// → { id, written } | { id, late: true } (an event of a minute already rolled up: nothing written, the server's thread
// writes that batch, counting it into the roll-ups) | { id, error, code }.
import { parentPort, workerData } from 'node:worker_threads';
import Libsql from 'libsql';

/** @typedef {{ rolledUntil: { text: string, parameters: readonly unknown[] }, mark: string, event: string }} WriterSql */
/** @typedef {{ id: number, sql: WriterSql, earliestMinute: string, marks: [string, string, string, number, number][], rows: unknown[][] }} WriterBatch */

const port = parentPort;
if (!port) throw new Error('http-server/analytics-writer.mjs runs as a worker thread');

const { file } = /** @type {{ file: string }} */ (workerData);
// The settings of the server's own connection (src/server/db/sqlite.ts, ADR 3): a commit is on disk when it returns.
const db = new Libsql(file, { timeout: 5000 });
db.exec('PRAGMA journal_mode = WAL');
db.exec('PRAGMA synchronous = FULL');
db.exec('PRAGMA busy_timeout = 5000');

// Prepared once per text: preparing a statement cost about a fifth of the writing.
/** @type {Map<string, import('libsql').Statement>} */
const statements = new Map();
/** @param {string} text */
function statement(text) {
  let prepared = statements.get(text);
  if (!prepared) statements.set(text, (prepared = db.prepare(text)));
  return prepared;
}

/** @param {WriterBatch} batch */
function write({ sql, earliestMinute, marks, rows }) {
  // IMMEDIATE: the write lock from the start, so the roll-up mark read here cannot move before the commit.
  db.exec('BEGIN IMMEDIATE');
  try {
    const until = /** @type {{ value: string } | undefined} */ (statement(sql.rolledUntil.text).get(sql.rolledUntil.parameters))?.value ?? null;
    if (until !== null && earliestMinute < until) {
      db.exec('ROLLBACK');
      return { late: true };
    }
    const insertMark = statement(sql.mark);
    // The first of the day for its visitor (and page, goal) is the event whose mark this insert wrote.
    for (const [day, visitor, mark, row, column] of marks) if (insertMark.run(day, visitor, mark).changes > 0) rows[row][column] = 1;
    const insertEvent = statement(sql.event);
    for (const values of rows) insertEvent.run(values);
    db.exec('COMMIT');
    return { written: rows.length };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

port.on('message', (/** @type {WriterBatch | 'close'} */ message) => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ id: message.id, ...write(message) });
  } catch (error) {
    const failure = /** @type {Error & { code?: string }} */ (error);
    port.postMessage({ id: message.id, error: failure.message, code: failure.code });
  }
});
