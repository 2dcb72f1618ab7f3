import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Application, ApplicationNote, ApplicationStatus } from '@/lib/schemas/application';
import type { Attribution } from '@/lib/attribution';
import { getDb } from '../db';
import { enqueue } from '../outbox/repository';
import type { Database } from '../db/schema';
import type { ApplicationsTable } from '../db/schema-hiring';
import { fieldChanges, recordAudit } from './audit-log';
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
    ownerId: row.owner_id,
    attribution: parseJson<Attribution>(row.attribution),
    spamReasons: parseJson<string[]>(row.spam_reasons) ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores a new application and queues its notifications on `channels`, in one transaction. */
export async function insertApplication(row: Insertable<ApplicationsTable>, channels: readonly string[]): Promise<void> {
  await (await getDb()).transaction().execute(async (trx) => {
    await trx.insertInto('applications').values(row).execute();
    await enqueue(trx, { applicationId: row.id }, channels, new Date(row.created_at));
  });
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

/**
 * Who works it and where it stands; a change moves `updated_at` (retention counts from it) and is recorded in the
 * audit log in the same transaction (a save that changes nothing has nothing to record). Null for an unknown id.
 */
export async function updateApplicationWork(id: string, change: { status?: ApplicationStatus; ownerId?: string | null }): Promise<Application | null> {
  const set = { ...(change.status !== undefined ? { status: change.status } : {}), ...(change.ownerId !== undefined ? { owner_id: change.ownerId } : {}), updated_at: new Date().toISOString() };
  const found = await (await getDb()).transaction().execute(async (trx) => {
    const current = await trx.selectFrom('applications').select(['status', 'owner_id']).where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    await trx.updateTable('applications').set(set).where('id', '=', id).execute();
    const before = { status: current.status, ownerId: current.owner_id };
    const changes = fieldChanges(before, { status: change.status ?? before.status, ownerId: change.ownerId === undefined ? before.ownerId : change.ownerId });
    if (Object.keys(changes).length > 0) await recordAudit(trx, { action: 'update', entity: 'applications', entityId: id, changes });
    return true;
  });
  return found ? getApplication(id) : null;
}

type Actor = { id: string; email: string };

/** Adds a staff note (a change: the application's retention starts again), with its audit entry; null for an unknown id. */
export async function addApplicationNote(applicationId: string, body: string, actor: Actor): Promise<ApplicationNote | null> {
  const note = { id: randomUUID(), application_id: applicationId, author_id: actor.id, author_email: actor.email, body, created_at: new Date().toISOString() };
  return (await getDb()).transaction().execute(async (trx) => {
    const touched = await trx.updateTable('applications').set({ updated_at: note.created_at }).where('id', '=', applicationId).executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return null;
    await trx.insertInto('application_notes').values(note).execute();
    // A new note: its id and length, in the note's transaction. Not its words: staff notes are about a person, and
    // the log outlives an erasure of that person's data.
    await recordAudit(trx, { action: 'note', entity: 'applications', entityId: applicationId, changes: { noteId: note.id, characters: body.length } });
    return { id: note.id, authorEmail: note.author_email, body: note.body, createdAt: note.created_at };
  });
}

export async function notesOfApplication(applicationId: string): Promise<ApplicationNote[]> {
  const rows = await (await getDb()).selectFrom('application_notes').selectAll().where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, authorEmail: row.author_email, body: row.body, createdAt: row.created_at }));
}

/** Which applications leave together: one, those unchanged since a time (retention), or those of one e-mail address. */
export type ApplicationSelection = { id: string } | { unchangedSince: Date } | { email: string };

function selected(selection: ApplicationSelection) {
  return (eb: ExpressionBuilder<Database, 'applications'>) =>
    'id' in selection
      ? eb('id', '=', selection.id)
      : 'email' in selection
        ? eb(sql`lower(email)`, '=', selection.email.trim().toLowerCase())
        : eb('updated_at', '<', selection.unchangedSince.toISOString());
}

/** Up to `limit` of the selected applications: their ids and where their CVs are kept. */
export async function selectApplicationFiles(selection: ApplicationSelection, limit: number): Promise<Array<{ id: string; cvKey: string }>> {
  const rows = await (await getDb()).selectFrom('applications').select(['id', 'cv_key']).where(selected(selection)).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, cvKey: row.cv_key }));
}

/** What a deletion does before it commits (its audit entry, the files' removal), given the applications it deletes. */
export type BeforeCommit = (trx: Transaction<Database>, deleted: Array<{ id: string; email: string }>) => Promise<void>;

/**
 * Deletes applications with their notes and outbox rows, in one transaction (children first: no engine cascades),
 * which commits only once `beforeCommit` succeeded too.
 */
export async function deleteApplicationRows(ids: readonly string[], beforeCommit?: BeforeCommit): Promise<number> {
  if (ids.length === 0) return 0;
  return (await getDb()).transaction().execute(async (trx) => {
    await trx.deleteFrom('application_notes').where('application_id', 'in', ids).execute();
    await trx.deleteFrom('outbox').where('application_id', 'in', ids).execute();
    const deleted = await trx.deleteFrom('applications').where('id', 'in', ids).returning(['id', 'email']).execute();
    await beforeCommit?.(trx, deleted);
    return deleted.length;
  });
}

/** Every application of one e-mail address, oldest first (a data subject's access request). */
export async function applicationsOfEmail(email: string): Promise<Application[]> {
  const rows = await (await getDb()).selectFrom('applications').selectAll().where(selected({ email })).orderBy('created_at').execute();
  return rows.map(toApplication);
}

/** How many applications wait for a first look (the dashboard's card). */
export async function countNewApplications(): Promise<number> {
  const row = await (await getDb()).selectFrom('applications').select((eb) => eb.fn.countAll<string | number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow();
  return Number(row.count);
}
