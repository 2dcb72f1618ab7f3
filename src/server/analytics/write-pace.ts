import 'server-only';
import { dbEngine } from '../db';

// How a batch of events is written without holding up the server (queue.ts, day-marks.ts).

// Rows per INSERT (19 columns each, well under both engines' limits on bound values). SQLite runs on this thread: a
// statement of 100 holds it a few milliseconds, and between two the server answers what came in (a 1,000-row batch in
// one go held every answer some 70 ms, the p99 of the ingestion bench). PostgreSQL works in its own process, and each
// statement's round trip waits its turn among the requests: fewer, larger ones keep its writing ahead of the queue.
export const rowsPerStatement = () => (dbEngine() === 'sqlite' ? 100 : 1000);

/** Lets the server answer waiting requests between two statements of a batch (SQLite runs on this thread). */
export const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));
