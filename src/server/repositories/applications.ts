import 'server-only';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Application, ApplicationStatus } from '@/lib/schemas/application';
import type { Attribution } from '@/lib/attribution';
import { getDb } from '../db';
import type { Database } from '../db/schema';
import type { ApplicationsTable } from '../db/schema-hiring';
import { containsText } from './text-search';

// Applications for job openings (issue 22): one row each, its CV a file of the private store named by `cv_key`.

type Row = Selectable<ApplicationsTable>;

const parseJson = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

function toApplication(row: Row): Application {
  return {
    id: row.id,
    opening: row.opening_id ? { id: row.opening_id, title: row.opening_title ?? '' } : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    linkedin: row.linkedin,
    motivation: row.motivation,
    cv: { fileName: row.cv_name, size: Number(row.cv_size), mimeType: row.cv_type },
    consent: { at: row.consent_at, version: row.consent_version },
    status: row.status as ApplicationStatus,
    attribution: parseJson<Attribution>(row.attribution),
    spamReasons: parseJson<string[]>(row.spam_reasons) ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertApplication(row: Insertable<ApplicationsTable>): Promise<void> {
  await (await getDb()).insertInto('applications').values(row).execute();
}

export async function getApplication(id: string): Promise<Application | null> {
  const row = await (await getDb()).selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApplication(row) : null;
}

/** An application's CV: where it is kept, its name and type; null for an unknown id. */
export async function cvOfApplication(id: string): Promise<{ key: string; fileName: string; mimeType: string } | null> {
  const row = await (await getDb()).selectFrom('applications').select(['cv_key', 'cv_name', 'cv_type']).where('id', '=', id).executeTakeFirst();
  return row ? { key: row.cv_key, fileName: row.cv_name, mimeType: row.cv_type } : null;
}

export type ApplicationFilter = { opening?: string; status?: ApplicationStatus; q?: string };

/** By opening (`general`: those for none), status and a search of name, e-mail and motivation. */
function matching({ opening, status, q }: ApplicationFilter) {
  return (eb: ExpressionBuilder<Database, 'applications'>) =>
    eb.and([
      ...(opening === 'general' ? [eb('opening_id', 'is', null)] : opening ? [eb('opening_id', '=', opening)] : []),
      ...(status ? [eb('status', '=', status)] : []),
      ...(q ? [containsText(eb, ['name', 'email', 'motivation'], q)] : []),
    ]);
}

/** A page of the matching applications, newest first, and how many match. */
export async function listApplications(filter: ApplicationFilter & { page: number; pageSize: number }): Promise<{ data: Application[]; total: number }> {
  const db = await getDb();
  const where = matching(filter);
  const [rows, count] = await Promise.all([
    db.selectFrom('applications').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    db.selectFrom('applications').select((eb) => eb.fn.countAll<string | number>().as('count')).where(where).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toApplication), total: Number(count.count) };
}

/**
 * Every matching application, newest first, read in batches after the last one read (not by offset, so an
 * application that comes or goes during an export neither repeats nor drops a row).
 */
export async function* eachApplication(filter: ApplicationFilter, batchSize = 500): AsyncGenerator<Application> {
  const db = await getDb();
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const cursor: typeof after = after;
    let select = db.selectFrom('applications').selectAll().where(matching(filter));
    if (cursor) select = select.where((eb) => eb.or([eb('created_at', '<', cursor.created_at), eb.and([eb('created_at', '=', cursor.created_at), eb('id', '<', cursor.id)])]));
    const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    for (const row of rows) yield toApplication(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** Deletes the row; whether there was one. */
export async function deleteApplication(id: string): Promise<boolean> {
  const result = await (await getDb()).deleteFrom('applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves an application to a status (a change: retention will count from it); null for an unknown id. */
export async function setApplicationStatus(id: string, status: ApplicationStatus): Promise<Application | null> {
  const result = await (await getDb()).updateTable('applications').set({ status, updated_at: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? getApplication(id) : null;
}

/** How many applications wait for a first look (the dashboard's card). */
export async function countNewApplications(): Promise<number> {
  const row = await (await getDb()).selectFrom('applications').select((eb) => eb.fn.countAll<string | number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow();
  return Number(row.count);
}
