import 'server-only';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AnalyticsEventsTable } from '../db/schema-analytics';
import { letOthersRun, rowsPerStatement } from './write-pace';

// A count of people from counts of rows (docs/decisions/0039): as a batch is written, each event is told whether it is
// its visitor's first of the day, first view of its page that day, first goal, first of its goal. The marks table
// holds one row per visitor, day and mark under a unique key, so whichever instance writes first decides, and a report
// sums flags instead of counting distinct hashes over millions of rows.

type Row = Insertable<AnalyticsEventsTable>;
type Flag = 'first_visit' | 'first_page' | 'first_goal' | 'first_of_goal';

function marksOf(row: Row): [Flag, string][] {
  const marks: [Flag, string][] = [['first_visit', 'visit']];
  if (row.kind === 'pageview') marks.push(['first_page', `page:${row.path}`]);
  else marks.push(['first_goal', 'goal'], ['first_of_goal', `goal:${row.goal ?? ''}`]);
  return marks;
}

type Mark = { day: string; visitor: string; mark: string };
type MarkCandidate = { row: Row; index: number; flag: Flag; mark: Mark };
const markKey = ({ day, visitor, mark }: Mark) => `${day}\n${visitor}\n${mark}`;

/**
 * The marks a batch may write, each with the event it would make a first: only the first row of the batch with a mark
 * can be the first of the day. Clears the four flags on `rows` (in place): a written mark sets its event's.
 */
export function markCandidates(rows: Row[]): MarkCandidate[] {
  const candidates = new Map<string, MarkCandidate>();
  rows.forEach((row, index) => {
    row.first_visit = row.first_page = row.first_goal = row.first_of_goal = 0;
    for (const [flag, name] of marksOf(row)) {
      const mark = { day: row.day, visitor: row.visitor, mark: name };
      if (!candidates.has(markKey(mark))) candidates.set(markKey(mark), { row, index, flag, mark });
    }
  });
  return [...candidates.values()];
}

/** Sets the four flags on `rows` (in place) and records their marks, in the transaction that writes them. */
export async function markFirsts(trx: Transaction<Database>, rows: Row[]): Promise<void> {
  const all = markCandidates(rows);
  const candidates = new Map(all.map((candidate) => [markKey(candidate.mark), candidate]));
  // Marks per INSERT: three bound values each, so twice the events' statement (queue.ts) for the same time.
  const size = 2 * rowsPerStatement();
  for (let at = 0; at < all.length; at += size) {
    await letOthersRun();
    const inserted = await trx
      .insertInto('analytics_day_marks')
      .values(all.slice(at, at + size).map((candidate) => candidate.mark))
      .onConflict((conflict) => conflict.columns(['day', 'visitor', 'mark']).doNothing())
      .returning(['day', 'visitor', 'mark'])
      .execute();
    for (const mark of inserted) {
      const candidate = candidates.get(markKey(mark))!;
      candidate.row[candidate.flag] = 1;
    }
  }
}

/** Marks of days before `day` go (the daily job): only the current day's can still decide a first. */
export async function dropOldDayMarks(trx: Pick<Transaction<Database>, 'deleteFrom'>, day: string): Promise<number> {
  const result = await trx.deleteFrom('analytics_day_marks').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
