import 'server-only';
import type { Resource } from '@/lib/schemas/resource';
import { getResource } from '../repositories/resources';
import { deleteResourceForGood, trashResource, untrashResource } from '../repositories/resource-trash';
import { resourceMessages, revalidateAfter } from './resources';
import { missing, parseId, type ServiceResult } from './result';

// A resource's way through the trash, as the admin API asks for it (repositories/resource-trash.ts stores it).

/** DELETE: to the trash (kept 30 days). */
export async function removeResource(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const trashed = await trashResource(id.id);
  if (!trashed) return missing('Resource');
  revalidateAfter(trashed, null);
  return { ok: true, data: null };
}

/** Back from the trash, as it was (a draft stays a draft; a published one is public again if its time says so). */
export async function restoreResource(rawId: unknown): Promise<ServiceResult<Resource>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const restored = await untrashResource(id.id);
  if (!restored) return missing('Resource in the trash');
  revalidateAfter(null, restored);
  return { ok: true, data: restored };
}

/** Deletes a resource in the trash for good, with its versions. */
export async function deleteResourcePermanently(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const stored = await getResource(id.id);
  if (!stored) return missing('Resource');
  if (!stored.deletedAt) return { ok: false, status: 409, code: 'not_in_trash', message: resourceMessages.notInTrash };
  const deleted = await deleteResourceForGood(id.id);
  if (!deleted) return missing('Resource');
  return { ok: true, data: null };
}
