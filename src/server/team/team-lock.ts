import 'server-only';
import { sql } from 'kysely';
import { dbEngine, getDb } from '../db';

// Changes to the team that read, then write (the last admin's rule, one open invitation per address) run one at a
// time: in this process by a queue (SQLite is one process's), and across instances on PostgreSQL by an advisory lock
// held for the whole change. The change itself may use other connections (Better Auth's adapter): the lock is the
// transaction's, and it ends after the change has committed.

const TEAM_LOCK = 23_0038;
const holder = globalThis as typeof globalThis & { __smarttechTeamQueue?: Promise<unknown> };

export async function withTeamLock<T>(change: () => Promise<T>): Promise<T> {
  const previous = holder.__smarttechTeamQueue ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(async () => {
    if (dbEngine() !== 'postgres') return change();
    return (await getDb()).transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${TEAM_LOCK})`.execute(trx);
      return change();
    });
  });
  holder.__smarttechTeamQueue = run.catch(() => undefined);
  return run;
}
