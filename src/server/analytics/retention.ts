import 'server-only';
import { zonedToday } from '@/lib/site-time';
import { getDb } from '../db';
import { env, siteTimeZone } from '../env';
import { logger } from '../logger';
import { dropOldDayMarks } from './day-marks';
import { dropOldSalts } from './visitor';

/** The first day kept: today and the `days - 1` before it (calendar days, by date arithmetic on YYYY-MM-DD). */
function firstDayKept(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The daily analytics retention (docs/decisions/0039): raw events older than ANALYTICS_RAW_RETENTION_DAYS go, and the
 * salts and first-of-the-day marks of past days (so yesterday's visitor hashes can no longer be tied to an address). How many events went.
 */
export async function applyAnalyticsRetention(now = new Date()): Promise<number> {
  const today = zonedToday(siteTimeZone(), now);
  const days = env().ANALYTICS_RAW_RETENTION_DAYS;
  const result = await (await getDb()).deleteFrom('analytics_events').where('day', '<', firstDayKept(today, days)).executeTakeFirst();
  await dropOldSalts(today);
  // Yesterday's marks stay a day (a batch held back over midnight still finds them); older ones decide nothing.
  await dropOldDayMarks(await getDb(), firstDayKept(today, 2));
  const pruned = Number(result.numDeletedRows);
  if (pruned > 0) logger().info({ pruned, days }, 'Raw analytics events past their retention pruned');
  return pruned;
}
