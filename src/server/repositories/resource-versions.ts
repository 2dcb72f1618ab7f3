import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Resource } from '@/lib/schemas/resource';
import { getDb, type Database } from '../db';
import { getResource, type Author, type ResourceRecord } from './resources';

// The history of a resource: every save records a version in the save's own transaction (resource-writes.ts), and
// the History dialog and the preview of an old version read them back. Kept where every table kind keeps its
// versions (kind_versions, ADR 36 step 7), under the resources' key.

const KIND = 'resources';

/** Versions kept per resource: the newest ones; older ones are pruned on save (the issue asks for at least 50). */
export const VERSIONS_KEPT = 100;

/** The fields a version keeps: everything staff edit (not ids, timestamps, revision or trash state). */
export type VersionSnapshot = ResourceRecord;

function snapshotOf(resource: Resource): VersionSnapshot {
  const { id: _id, createdAt: _c, updatedAt: _u, revision: _r, deletedAt: _d, ...fields } = resource;
  return fields;
}

/**
 * Records the resource as it now is as a new version, and prunes the oldest beyond VERSIONS_KEPT. Returns it as
 * saved (the save's audit entry compares it with what it was), or null when unknown.
 */
export async function recordVersion(trx: Transaction<Database>, resourceId: string, author: Author, at: string): Promise<Resource | null> {
  const saved = await getResource(resourceId, trx);
  if (!saved) return null;
  await trx
    .insertInto('kind_versions')
    .values({ id: randomUUID(), kind: KIND, item_id: resourceId, revision: saved.revision, data: JSON.stringify(snapshotOf(saved)), author_id: author.id, author_name: author.name, created_at: at })
    .execute();
  const keep = trx.selectFrom('kind_versions').select('id').where('kind', '=', KIND).where('item_id', '=', resourceId).orderBy('created_at', 'desc').orderBy('revision', 'desc').limit(VERSIONS_KEPT);
  await trx.deleteFrom('kind_versions').where('kind', '=', KIND).where('item_id', '=', resourceId).where('id', 'not in', keep).execute();
  return saved;
}


export type VersionSummary = { id: string; createdAt: string; author: string; title: string };

/** A resource's versions, newest first. */
export async function listVersions(resourceId: string): Promise<VersionSummary[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom('kind_versions')
    .select(['id', 'created_at', 'author_name', 'data'])
    .where('kind', '=', KIND)
    .where('item_id', '=', resourceId)
    .orderBy('created_at', 'desc')
    .orderBy('revision', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, author: row.author_name, title: (JSON.parse(row.data) as VersionSnapshot).title }));
}

export type Version = VersionSummary & { resourceId: string; snapshot: VersionSnapshot };

/** One version of a resource with everything it kept; null when unknown. */
export async function getVersion(resourceId: string, versionId: string): Promise<Version | null> {
  const db = await getDb();
  const row = await db.selectFrom('kind_versions').selectAll().where('kind', '=', KIND).where('item_id', '=', resourceId).where('id', '=', versionId).executeTakeFirst();
  if (!row) return null;
  const snapshot = JSON.parse(row.data) as VersionSnapshot;
  return { id: row.id, resourceId: row.item_id, createdAt: row.created_at, author: row.author_name, title: snapshot.title, snapshot };
}

/** Deletes the versions of resources deleted for good, in the deletion's transaction (no foreign key cascades to them). */
export async function deleteVersionsOf(trx: Transaction<Database>, resourceIds: string[]): Promise<void> {
  if (resourceIds.length > 0) await trx.deleteFrom('kind_versions').where('kind', '=', KIND).where('item_id', 'in', resourceIds).execute();
}
