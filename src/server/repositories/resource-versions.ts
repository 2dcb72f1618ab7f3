import 'server-only';
import { getDb } from '../db';
import type { VersionSnapshot } from './resources';

// The history of a resource, read back: every save writes a version in its own transaction (recordVersion in
// resources.ts); these are the reads the History dialog and the preview of an old version use.

export type VersionSummary = { id: string; createdAt: string; author: string; title: string };

/** A resource's versions, newest first. */
export async function listVersions(resourceId: string): Promise<VersionSummary[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom('resource_versions')
    .select(['id', 'created_at', 'author_name', 'snapshot'])
    .where('resource_id', '=', resourceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, author: row.author_name, title: (JSON.parse(row.snapshot) as VersionSnapshot).title }));
}

export type Version = VersionSummary & { resourceId: string; snapshot: VersionSnapshot };

/** One version of a resource with everything it kept; null when unknown. */
export async function getVersion(resourceId: string, versionId: string): Promise<Version | null> {
  const db = await getDb();
  const row = await db.selectFrom('resource_versions').selectAll().where('resource_id', '=', resourceId).where('id', '=', versionId).executeTakeFirst();
  if (!row) return null;
  const snapshot = JSON.parse(row.snapshot) as VersionSnapshot;
  return { id: row.id, resourceId: row.resource_id, createdAt: row.created_at, author: row.author_name, title: snapshot.title, snapshot };
}
