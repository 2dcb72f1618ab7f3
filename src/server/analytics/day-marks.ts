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

/** Sets the four flags on `rows` (in place) and records their marks, in the transaction that writes them. */
export async function markFirsts(trx: Transaction<Database>, rows: Row[]): Promise<void> {
  // The first row of the batch with each mark is the only one that can be the first of the day.
  const candidates = new Map<string, { row: Row; flag: Flag; mark: { day: string; visitor: string; mark: string } }>();
  for (const row of rows) {
    row.first_visit = row.first_page = row.first_goal = row.first_of_goal = 0;
    for (const [flag, mark] of marksOf(row)) {
      const key = `${row.day}\n${row.visitor}\n${mark}`;
      if (!candidates.has(key)) candidates.set(key, { row, flag, mark: { day: row.day, visitor: row.visitor, mark } });
    }
  }
  const all = [...candidates.values()];
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
      const candidate = candidates.get(`${mark.day}\n${mark.visitor}\n${mark.mark}`)!;
      candidate.row[candidate.flag] = 1;
    }
  }
}

/** Marks of days before `day` go (the daily job): only the current day's can still decide a first. */
export async function dropOldDayMarks(trx: Pick<Transaction<Database>, 'deleteFrom'>, day: string): Promise<number> {
  const result = await trx.deleteFrom('analytics_day_marks').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
