import 'server-only';
import { sql, type RawBuilder } from 'kysely';
import { dayAfter, zonedMidnightToUtc } from '@/lib/site-time';
import { funnelSchema, type AnalyticsQuery, type FunnelStep } from '@/lib/schemas/analytics';
import { dbEngine, getDb } from '../db';
import { siteTimeZone } from '../env';
import { recordAudit } from '../repositories/audit-log';
import { sortableId } from '../repositories/sortable-id';
import { invalid, type ServiceResult } from '../services/result';

// Funnels (issue 24): staff name up to eight steps, each a page viewed or a goal reached; a funnel counts, for a range
// of days, the visitors who took step 1, then step 2 later the same day, and so on. Read from raw events (a visitor is
// a hash of one day, so a funnel is a day's path): ranges past ANALYTICS_RAW_RETENTION_DAYS count what is kept.

export type Funnel = { id: string; name: string; steps: FunnelStep[]; createdAt: string };
export type FunnelCounts = Funnel & { counts: number[] };

const toFunnel = (row: { id: string; name: string; steps: string; created_at: string }): Funnel => ({ id: row.id, name: row.name, steps: JSON.parse(row.steps) as FunnelStep[], createdAt: row.created_at });

export async function listFunnels(): Promise<Funnel[]> {
  const rows = await (await getDb()).selectFrom('analytics_funnels').selectAll().orderBy('created_at').limit(100).execute();
  return rows.map(toFunnel);
}

export async function createFunnel(input: unknown): Promise<ServiceResult<Funnel>> {
  const parsed = funnelSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const now = new Date();
  const row = { id: sortableId(now), name: parsed.data.name, steps: JSON.stringify(parsed.data.steps), created_at: now.toISOString(), updated_at: now.toISOString() };
  await (await getDb()).transaction().execute(async (trx) => {
    await trx.insertInto('analytics_funnels').values(row).execute();
    await recordAudit(trx, { action: 'create', entity: 'analytics-funnels', entityId: row.id, changes: { name: parsed.data.name, steps: parsed.data.steps } });
  });
  return { ok: true, data: toFunnel(row) };
}

/** Whether there was such a funnel. */
export async function deleteFunnel(id: string): Promise<boolean> {
  return (await getDb()).transaction().execute(async (trx) => {
    const row = await trx.selectFrom('analytics_funnels').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('analytics_funnels').where('id', '=', id).execute();
    await recordAudit(trx, { action: 'delete', entity: 'analytics-funnels', entityId: id, changes: { name: row.name, steps: JSON.parse(row.steps) } });
    return true;
  });
}

/** An event of table `alias` that is this step. */
function matches(step: FunnelStep, alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return step.kind === 'page' ? sql<boolean>`${column('kind')} = 'pageview' and ${column('path')} = ${step.value}` : sql<boolean>`${column('kind')} = 'goal' and ${column('goal')} = ${step.value}`;
}

/** The condition (`and …`) of the visits a report is filtered to, for the first step: from a source, or that landed on a page. */
function andVisitFilter(query: Pick<AnalyticsQuery, 'source' | 'page'>, alias: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  if (query.source) return sql`and ${column('source')} = ${query.source}`;
  if (query.page) return sql`and ${column('landing')} = ${query.page}`;
  return sql``;
}

/**
 * How far before the step before a step's event may have arrived and still count as after it. A phone on a slow
 * connection holds its beacons behind the page's own downloads and sends them together, so the view of a page and
 * the goal reached on it arrive close together, in the same millisecond or the other way round (a throttled phone
 * profile with the cores busy: 0 to 107 ms apart, once the same millisecond); the visitor who tapped at once would
 * leave the funnel. Pages of separate loads are seconds apart, so a second of slack does not reorder real visits.
 */
export const FUNNEL_ARRIVAL_SLACK_MS = 1000;

/** `at` (an ISO instant, text) moved back by the slack, as text of the same form, in each engine's own terms. */
function slackBefore(at: RawBuilder<unknown>): RawBuilder<string> {
  const seconds = FUNNEL_ARRIVAL_SLACK_MS / 1000;
  return dbEngine() === 'sqlite'
    ? sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, ${`-${seconds} seconds`})`
    : sql<string>`to_char((${at})::timestamptz at time zone 'UTC' - make_interval(secs => ${seconds}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const sameStep = (a: FunnelStep, b: FunnelStep) => a.kind === b.kind && a.value === b.value;

/**
 * How many visitor-days reached each step in order, within the days (site zone, both included) and, under the
 * report's filter, of the visits from its source or that landed on its page (an event carries its visit's first
 * touch, so the first step's events decide): one query, a chain of CTEs, each step's first time after the step
 * before's (within the arrival slack; strictly after when a step repeats the one before, which must be a second event).
 */
export async function countFunnel(steps: FunnelStep[], range: Pick<AnalyticsQuery, 'from' | 'to' | 'source' | 'page'>): Promise<number[]> {
  const db = await getDb();
  const zone = siteTimeZone();
  const start = zonedMidnightToUtc(range.from, zone);
  const end = zonedMidnightToUtc(dayAfter(range.to), zone);
  const name = (i: number) => sql.raw(`step${i}`);
  const after = (i: number) => (sameStep(steps[i]!, steps[i - 1]!) ? sql`e.at > p.at` : sql`e.at >= ${slackBefore(sql.ref('p.at'))}`);
  const ctes = steps.map((step, i) =>
    i === 0
      ? sql`${name(0)} as (select e.day, e.visitor, min(e.at) as at from analytics_events e where e.at >= ${start} and e.at < ${end} and ${matches(step, 'e')} ${andVisitFilter(range, 'e')} group by e.day, e.visitor)`
      : sql`${name(i)} as (select e.day, e.visitor, min(e.at) as at from analytics_events e join ${name(i - 1)} p on e.day = p.day and e.visitor = p.visitor and ${after(i)} where e.at < ${end} and ${matches(step, 'e')} group by e.day, e.visitor)`,
  );
  const counts = steps.map((_, i) => sql`(select count(*) from ${name(i)}) as ${sql.raw(`c${i}`)}`);
  const result = await sql<Record<string, number | string>>`with ${sql.join(ctes)} select ${sql.join(counts)}`.execute(db);
  const row = result.rows[0] ?? {};
  return steps.map((_, i) => Number(row[`c${i}`] ?? 0));
}

/** Every funnel with its counts for the range and the report's filter (the analytics screen). */
export async function funnelsFor(range: Pick<AnalyticsQuery, 'from' | 'to' | 'source' | 'page'>): Promise<FunnelCounts[]> {
  const funnels = await listFunnels();
  return Promise.all(funnels.map(async (funnel) => ({ ...funnel, counts: await countFunnel(funnel.steps, range) })));
}
