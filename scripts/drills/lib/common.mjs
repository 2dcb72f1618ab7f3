// Shared parts of every drill: a log with elapsed time, a hard deadline, clean-up of what the drill started,
// free ports, temp folders, and the final verdict line (`PASS …` or `FAIL …`, exit 1 on FAIL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const startedAt = Date.now();
const cleanups = [];
let finished = false;

export const elapsed = () => (Date.now() - startedAt) / 1000;
export const log = (line) => console.log(`[${elapsed().toFixed(1).padStart(6)} s] ${line}`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs at the end, last registered first (stop servers before removing their folders). */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Prints the verdict line after cleaning up, and exits 0 (PASS) or 1 (FAIL). */
export async function finish(pass, summary) {
  if (finished) return;
  finished = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error(`clean-up step failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  console.log(`${pass ? 'PASS' : 'FAIL'} ${summary} (${elapsed().toFixed(1)} s)`);
  process.exit(pass ? 0 : 1);
}

/** The whole drill is bounded: past `seconds` it stops everything it started and FAILs. */
export function deadline(seconds, name) {
  setTimeout(() => void finish(false, `${name}: did not finish within ${seconds} s`), seconds * 1000).unref();
  process.on('SIGINT', () => void finish(false, `${name}: interrupted`));
  process.on('SIGTERM', () => void finish(false, `${name}: terminated`));
  process.on('unhandledRejection', (error) => void finish(false, `${name}: ${error instanceof Error ? error.stack : error}`));
}

/** Runs the drill's main function; an exception is a FAIL with its message. */
export function runDrill(name, seconds, main) {
  deadline(seconds, name);
  main().then(
    ({ pass, summary }) => finish(pass, `${name}: ${summary}`),
    (error) => finish(false, `${name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`),
  );
}

export { freePort } from '../../lib/free-port.mjs';

/** A temp folder removed at the end (DRILL_KEEP=1 keeps it for a look at the logs). */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `smarttech-drill-${prefix}-`));
  onCleanup(() => {
    if (process.env.DRILL_KEEP === '1') console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Runs `task(i)` for i < count with at most `concurrency` at once; stops starting new ones when `stop()` says so. */
export async function pool(count, concurrency, task, stop = () => false) {
  let next = 0;
  const worker = async () => {
    while (next < count && !stop()) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Counts of each value, as `401×5, 429×45`. */
export function tally(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map(([value, n]) => `${value}×${n}`).join(', ') || 'none';
}
