import 'server-only';
import { idParam } from '@/lib/schemas/fields';
import { resourceUpdateSchema, type Resource } from '@/lib/schemas/resource';
import { getResource } from '../repositories/resources';
import { getVersion, listVersions, type Version, type VersionSummary } from '../repositories/resource-versions';
import { applyUpdate, type UpdateContext } from './resources';
import { invalid, missing, parseId, type ServiceResult } from './result';

// A resource's history, as the admin API asks for it: its versions, one of them, and a version made current again.

export async function versionsOf(rawId: unknown): Promise<ServiceResult<VersionSummary[]>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  if (!(await getResource(id.id))) return missing('Resource');
  return { ok: true, data: await listVersions(id.id) };
}

export async function versionOf(rawId: unknown, rawVersionId: unknown): Promise<ServiceResult<Version>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const versionId = idParam.safeParse(rawVersionId);
  if (!versionId.success) return missing('Version');
  const version = await getVersion(id.id, versionId.data);
  return version ? { ok: true, data: version } : missing('Version');
}

/** Makes a version current again: saved as a new version, so the restore itself can be undone. */
export async function restoreVersion(rawId: unknown, rawVersionId: unknown, context: UpdateContext): Promise<ServiceResult<Resource>> {
  const found = await versionOf(rawId, rawVersionId);
  if (!found.ok) return found;
  const { snapshot } = found.data;
  // Through the schema again: a version from an older release may lack fields that have defaults now.
  const parsed = resourceUpdateSchema.safeParse(snapshot);
  if (!parsed.success) return invalid(parsed.error);
  return applyUpdate(found.data.resourceId, { ...parsed.data, publishedAt: snapshot.publishedAt }, { ...context, restoredVersion: found.data.id });
}
