import 'server-only';
import type { Resource } from '@/lib/schemas/resource';
import { getDb } from '../db';
import { tableVersions } from '@/kit/server/table-versions';

// The history of a resource as the History dialog and the preview of an old version read it: every save records a
// version in the save's own transaction (the content kit's table store, kit/server/table-store.ts), where every
// table kind keeps its versions (kind_versions, ADR 36 step 7), under the resources' key.

const KIND = 'resources';

/** The fields a version keeps: everything staff edit (not ids, timestamps, revision or trash state). */
export type VersionSnapshot = Omit<Resource, 'id' | 'createdAt' | 'updatedAt' | 'revision' | 'deletedAt'>;

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

/** One version of a resource with everything it kept; null when unknown (read as the kit reads any table kind's). */
export async function getVersion(resourceId: string, versionId: string): Promise<Version | null> {
  const version = await tableVersions(KIND).one<VersionSnapshot>(resourceId, versionId);
  if (!version) return null;
  const snapshot = version.values as VersionSnapshot;
  return { id: version.id, resourceId, createdAt: version.createdAt, author: version.author, title: snapshot.title, snapshot };
}
