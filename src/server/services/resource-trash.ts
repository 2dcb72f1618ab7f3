import 'server-only';
import type { Resource } from '@/lib/schemas/resource';
import { resources } from '@/kinds/resources/definition';
import { kindParts } from '@/kit/server/kind-api';
import type { TableStore } from '@/kit/server/table-store';
import type { ServiceResult } from './result';

// A resource's way through the trash, as the admin API asks for it: the content kit's trash (its table store keeps it,
// ADR 36 step 7), kept 30 days before the schedule watcher purges it.

const service = () => kindParts<Resource>(resources).service;

/** DELETE: to the trash (kept 30 days). */
export const removeResource = (rawId: unknown): Promise<ServiceResult<null>> => service().removeFrom(rawId);

/** Back from the trash, as it was (a draft stays a draft; a published one is public again if its time says so). */
export const restoreResource = (rawId: unknown): Promise<ServiceResult<Resource>> => service().untrashFrom(rawId);

/** Deletes a resource in the trash for good, with its versions. */
export const deleteResourcePermanently = (rawId: unknown): Promise<ServiceResult<null>> => service().purgeFrom(rawId);

/** Deletes what has been in the trash since before `cutoff` (the schedule watcher, nobody acting); how many. */
export async function purgeResourceTrash(cutoff: Date): Promise<number> {
  const store = kindParts<Resource>(resources).store as TableStore<Resource>;
  return (await store.purgeTrashedBefore(cutoff)).length;
}
