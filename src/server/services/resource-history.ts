import 'server-only';
import { idParam } from '@/lib/schemas/fields';
import type { Resource } from '@/lib/schemas/resource';
import { resources } from '@/kinds/resources/definition';
import { kindParts } from '@/kit/server/kind-api';
import { getResource } from '../repositories/resources';
import { getVersion, listVersions, type Version, type VersionSummary } from '../repositories/resource-versions';
import type { UpdateContext } from './resources';
import { missing, parseId, type ServiceResult } from './result';

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

/**
 * Makes a version current again: saved as a new version (through the schema again, as any save), so the restore itself
 * can be undone.
 */
export async function restoreVersion(rawId: unknown, rawVersionId: unknown, context: UpdateContext): Promise<ServiceResult<Resource>> {
  return kindParts<Resource>(resources).service.restore(rawId, rawVersionId, { author: context.author, ifMatch: context.ifMatch ?? null });
}
