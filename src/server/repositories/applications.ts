import 'server-only';
import type { Insertable, Selectable } from 'kysely';
import type { ApplicationStatus } from '@/lib/schemas/application';
import type { Attribution } from '@/lib/attribution';
import { getDb } from '../db';
import type { ApplicationsTable } from '../db/schema-hiring';
import { containsText } from './text-search';

// Applications for job openings (issue 22): one row each, its CV a file of the private store named by `cv_key`.

export type Application = {
  id: string;
  opening: { id: string; title: string } | null;
  name: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  motivation: string;
  cv: { fileName: string; size: number; mimeType: string };
  consent: { at: string; version: string };
  status: ApplicationStatus;
  ownerId: string | null;
  attribution: Attribution | null;
  spamReasons: string[];
  createdAt: string;
  updatedAt: string;
};

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
    ownerId: row.owner_id,
    attribution: parseJson<Attribution>(row.attribution),
    spamReasons: parseJson<string[]>(row.spam_reasons) ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertApplication(row: Insertable<ApplicationsTable>): Promise<Application> {
  await (await getDb()).insertInto('applications').values(row).execute();
  return (await getApplication(row.id))!;
}

export async function getApplication(id: string): Promise<Application | null> {
  const row = await (await getDb()).selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApplication(row) : null;
}

/** Where its CV is kept, or null for an unknown id. */
export async function cvKeyOf(id: string): Promise<string | null> {
  const row = await (await getDb()).selectFrom('applications').select('cv_key').where('id', '=', id).executeTakeFirst();
  return row?.cv_key ?? null;
}

export type ApplicationFilter = { opening?: string; status?: ApplicationStatus; q?: string; page: number; pageSize: number };

/** A page of applications, newest first, by opening (`general`: those for none), status and a search of name, e-mail and motivation. */
export async function listApplications({ opening, status, q, page, pageSize }: ApplicationFilter): Promise<{ data: Application[]; total: number }> {
  const db = await getDb();
  let query = db.selectFrom('applications');
  if (opening === 'general') query = query.where('opening_id', 'is', null);
  else if (opening) query = query.where('opening_id', '=', opening);
  if (status) query = query.where('status', '=', status);
  if (q) query = query.where((eb) => containsText(eb, ['name', 'email', 'motivation'], q));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toApplication), total: Number(count.count) };
}

/** Deletes the row and says which CV it named (its caller removes the file). */
export async function deleteApplication(id: string): Promise<string | null> {
  const row = await (await getDb()).deleteFrom('applications').where('id', '=', id).returning('cv_key').executeTakeFirst();
  return row?.cv_key ?? null;
}

/** Moves an application to a status (a change: retention counts from it); null for an unknown id. */
export async function setApplicationStatus(id: string, status: ApplicationStatus): Promise<Application | null> {
  const result = await (await getDb()).updateTable('applications').set({ status, updated_at: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? getApplication(id) : null;
}

/** How many applications wait for a first look (the dashboard's card). */
export async function countNewApplications(): Promise<number> {
  const row = await (await getDb()).selectFrom('applications').select((eb) => eb.fn.countAll<string | number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow();
  return Number(row.count);
}
