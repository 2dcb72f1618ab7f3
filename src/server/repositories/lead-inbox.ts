import 'server-only';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { RESPONSE_PROMISE_HOURS } from '@/lib/leads';
import type { ContactRequest } from '@/lib/schemas/contact';
import type { LeadQuery } from '@/lib/schemas/lead';
import { zonedMidnightToUtc } from '@/lib/site-time';
import { getDb, type Database } from '../db';
import { siteTimeZone } from '../env';
import { toContactRequest } from './contact-requests';
import { containsText } from './text-search';

// The inbox's reads (docs/decisions/0021): the filtered, paged list, the streamed export, and the dashboard's counts.

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const overdueBefore = (now: Date) => new Date(now.getTime() - RESPONSE_PROMISE_HOURS * 3_600_000).toISOString();

/**
 * A lead whose visit landed on `path`: its attribution JSON (cleanAttribution's shape) names it as a touch's
 * `landing_page`, with or without a query. Matched as text, the one way both engines read alike.
 */
function landedOn(path: string) {
  const literal = JSON.stringify(path).slice(1, -1).replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql<SqlBool>`(attribution like ${`%"landing_page":"${literal}"%`} escape '\\' or attribution like ${`%"landing_page":"${literal}?%`} escape '\\')`;
}

/** The WHERE of the inbox's filters, shared by the page, its count and the CSV export. */
function matching(query: Omit<LeadQuery, 'page' | 'pageSize' | 'sort'>, now: Date) {
  const zone = siteTimeZone();
  return (eb: ExpressionBuilder<Database, 'contact_requests'>) => {
    const conditions = [];
    if (query.q) conditions.push(containsText(eb, ['name', 'email', 'company', 'message'], query.q));
    const status = query.status;
    if (status === 'overdue') conditions.push(eb.and([eb('status', '=', 'new'), eb('created_at', '<', overdueBefore(now))]));
    else if (status === 'open') conditions.push(eb('status', 'not in', ['won', 'lost', 'spam']));
    else if (status && status !== 'all') conditions.push(eb('status', '=', status));
    else if (!status) conditions.push(eb('status', '!=', 'spam'));
    if (query.owner === 'none') conditions.push(eb('owner_id', 'is', null));
    else if (query.owner) conditions.push(eb('owner_id', '=', query.owner));
    if (query.source) conditions.push(eb('source', '=', query.source));
    if (query.landing) conditions.push(landedOn(query.landing));
    if (query.from) conditions.push(eb('created_at', '>=', zonedMidnightToUtc(query.from, zone)));
    if (query.to) conditions.push(eb('created_at', '<', zonedMidnightToUtc(nextDay(query.to), zone)));
    return eb.and(conditions);
  };
}

export type LeadPage = { data: ContactRequest[]; page: number; pageSize: number; total: number };

/** One page of the inbox, newest first unless asked otherwise, with the total that matches. */
export async function listLeads(query: LeadQuery, now = new Date()): Promise<LeadPage> {
  const db = await getDb();
  const where = matching(query, now);
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contact_requests')
      .selectAll()
      .where(where)
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db.selectFrom('contact_requests').select(sql<number | string>`count(*)`.as('count')).where(where).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toContactRequest), page: query.page, pageSize: query.pageSize, total: Number(count.count) };
}

/** Every lead that matches, in batches (keyset pages), for the streamed CSV export. */
export async function* eachLead(query: LeadQuery, now = new Date(), batchSize = 500): AsyncGenerator<ContactRequest> {
  const db = await getDb();
  const where = matching(query, now);
  const descending = query.sort !== 'oldest';
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const cursor: typeof after = after;
    let select = db.selectFrom('contact_requests').selectAll().where(where);
    if (cursor) {
      select = select.where((eb) =>
        descending
          ? eb.or([eb('created_at', '<', cursor.created_at), eb.and([eb('created_at', '=', cursor.created_at), eb('id', '<', cursor.id)])])
          : eb.or([eb('created_at', '>', cursor.created_at), eb.and([eb('created_at', '=', cursor.created_at), eb('id', '>', cursor.id)])]),
      );
    }
    const direction = descending ? 'desc' : 'asc';
    const rows = await select.orderBy('created_at', direction).orderBy('id', direction).limit(batchSize).execute();
    for (const row of rows) yield toContactRequest(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

const countWhere = async (filter: (eb: ExpressionBuilder<Database, 'contact_requests'>) => ReturnType<ExpressionBuilder<Database, 'contact_requests'>['and']>) => {
  const db = await getDb();
  const row = await db.selectFrom('contact_requests').select(sql<number | string>`count(*)`.as('count')).where(filter).executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string.
  return Number(row.count);
};

/** The dashboard's badge: requests nobody has answered yet. */
export const countNewContactRequests = () => countWhere((eb) => eb.and([eb('status', '=', 'new')]));

export type LeadSummary = { new: number; overdue: number; thisWeek: { source: string; count: number }[] };

/** The dashboard: new leads, overdue ones, and the last seven days' leads by source (spam left out). */
export async function leadSummary(now = new Date()): Promise<LeadSummary> {
  const db = await getDb();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [fresh, overdue, bySource] = await Promise.all([
    countNewContactRequests(),
    countWhere((eb) => eb.and([eb('status', '=', 'new'), eb('created_at', '<', overdueBefore(now))])),
    db
      .selectFrom('contact_requests')
      .select(['source', sql<number | string>`count(*)`.as('count')])
      .where('created_at', '>=', weekAgo)
      .where('status', '!=', 'spam')
      .groupBy('source')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('source')
      .execute(),
  ]);
  return { new: fresh, overdue, thisWeek: bySource.map((row) => ({ source: row.source, count: Number(row.count) })) };
}

/** The distinct sources seen, for the inbox's filter. */
export async function leadSources(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectFrom('contact_requests').select('source').distinct().orderBy('source').limit(200).execute();
  return rows.map((row) => row.source);
}
