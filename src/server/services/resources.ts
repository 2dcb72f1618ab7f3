import 'server-only';
import type { Paged } from '@/lib/schemas/paging';
import { resourceListQuerySchema, resourceStatuses, type Resource, type ResourceStatus } from '@/lib/schemas/resource';
import { resources, UNPUBLISH_BEFORE_PUBLISH } from '@/kinds/resources/definition';
import { kindParts } from '@/kit/server/kind-api';
import { MEDIA_MISSING } from '@/kit/server/field-storage';
import type { Author } from '@/kit/server/table-store';
import { revisionEtag } from '@/kit/revision-etag';
import { getResource, listResources, pageResources } from '../repositories/resources';
import { invalid, missing, parseId, type ServiceResult } from './result';

export const resourceMessages = {
  slugTaken: 'This slug is already used by another resource',
  slugEmpty: 'Slug must contain letters or numbers',
  unpublishBeforePublish: UNPUBLISH_BEFORE_PUBLISH,
  socialImageMissing: MEDIA_MISSING,
  staleRevision: (by: string) => `Someone else saved this resource since you opened it (${by}). Reload it to see their changes, then make yours again.`,
  badIfMatch: 'If-Match must be the ETag of the resource, as the admin GET sends it',
  notInTrash: 'Only a resource in the trash can be deleted for good',
  badStatusFilter: `Status must be one of ${[...resourceStatuses, 'trash'].join(', ')}`,
} as const;

// Resources are written by the content kit from their definition (src/kinds/resources/definition.ts, ADR 36 step 7):
// its table store keeps their categories, history, unique slug, trash and moved addresses; its service their rules.
const kit = () => kindParts<Resource>(resources);

const fieldError = (field: string, message: string): ServiceResult<never> => ({ ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { [field]: message } });

/** The ETag of a resource's current revision. */
export const resourceEtag = (resource: Pick<Resource, 'revision'>) => revisionEtag(resource.revision);

/** Who writes and, for a save, the If-Match they sent. */
export type UpdateContext = { author: Author; ifMatch?: string | null };

export function createResourceFrom(body: unknown, author: Author): Promise<ServiceResult<Resource>> {
  return kit().service.createFrom(body, { author, ifMatch: null });
}

export function updateResourceFrom(rawId: unknown, body: unknown, context: UpdateContext): Promise<ServiceResult<Resource>> {
  return kit().service.updateFrom(rawId, body, { author: context.author, ifMatch: context.ifMatch ?? null });
}

/** One resource for the admin (in the trash too), or 404. */
export async function resourceFor(rawId: unknown): Promise<ServiceResult<Resource>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const resource = await getResource(id.id);
  return resource ? { ok: true, data: resource } : missing('Resource');
}

/** One page of the admin list (`?type=&state=&page=&pageSize=`), or 400 with a message per bad parameter. */
export async function resourcePage(params: URLSearchParams): Promise<ServiceResult<Paged<Resource>>> {
  const query = resourceListQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return invalid(query.error);
  return { ok: true, data: await pageResources(query.data) };
}

/** The whole admin list (the product spec's call): `status` = draft | published (both when absent) | trash. */
export async function resourcesFor(status: string | null): Promise<ServiceResult<Resource[]>> {
  if (status === 'trash') return { ok: true, data: await listResources({ view: 'trash' }) };
  if (status === null || status === '') return { ok: true, data: await listResources({ view: 'active' }) };
  if (!(resourceStatuses as readonly string[]).includes(status)) return fieldError('status', resourceMessages.badStatusFilter);
  return { ok: true, data: await listResources({ view: 'active', status: status as ResourceStatus }) };
}
