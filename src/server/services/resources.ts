import 'server-only';
import { isLive } from '@/lib/publication';
import type { Paged } from '@/lib/schemas/paging';
import {
  RESOURCE_CONTENT_MAX_LENGTH,
  resourceCreateSchema,
  resourceListQuerySchema,
  resourceUpdateSchema,
  resourceStatuses,
  type Resource,
  type ResourceStatus,
} from '@/lib/schemas/resource';
import { publicationInstant } from '@/lib/site-time';
import { slugify } from '@/lib/slug';
import { resourcePath } from '@/lib/routes';
import { formatDateTime } from '@/lib/site-time';
import { revalidatePublicContent } from '../cache-tags';
import { resourceChange } from '@/kinds/resources/definition';
import { siteTimeZone } from '../env';
import { getResource, listResources, pageResources, SlugTakenError, StaleRevisionError, type Author, type ResourceRecord } from '../repositories/resources';
import { createResource, updateResource } from '../repositories/resource-writes';
import { getMedia } from '../repositories/media';
import { listVersions } from '../repositories/resource-versions';
import { sanitizeResourceHtml } from '../sanitize';
import { invalid, missing, parseId, type ServiceResult } from './result';
import { revisionEtag, revisionFromIfMatch } from '@/kit/revision-etag';

export const resourceMessages = {
  slugTaken: 'This slug is already used by another resource',
  slugEmpty: 'Slug must contain letters or numbers',
  contentTooLong: `Content is too long: at most ${RESOURCE_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters once its HTML is made safe (& is stored as &amp;)`,
  unpublishBeforePublish: 'Unpublish time must be after the publication time',
  socialImageMissing: 'This image is not in the media library (it may have been deleted)',
  staleRevision: (by: string) => `Someone else saved this resource since you opened it (${by}). Reload it to see their changes, then make yours again.`,
  badIfMatch: 'If-Match must be the ETag of the resource, as the admin GET sends it',
  notInTrash: 'Only a resource in the trash can be deleted for good',
  badStatusFilter: `Status must be one of ${[...resourceStatuses, 'trash'].join(', ')}`,
} as const;

const slugConflict = (): ServiceResult<never> => ({
  ok: false,
  status: 409,
  code: 'slug_taken',
  message: resourceMessages.slugTaken,
  fields: { slug: resourceMessages.slugTaken },
});

const fieldError = (field: string, message: string): ServiceResult<never> => ({
  ok: false,
  status: 400,
  code: 'validation_error',
  message: 'Some fields are invalid',
  fields: { [field]: message },
});

/** The ETag of a resource's current revision. */
export const resourceEtag = (resource: Pick<Resource, 'revision'>) => revisionEtag(resource.revision);

/**
 * Content as it is stored, or null when sanitizing made it outgrow the limit (a stored resource must always
 * pass the schema again, so it can be saved back unchanged).
 */
function storedContent(content: string): string | null {
  const safe = sanitizeResourceHtml(content);
  return safe.length <= RESOURCE_CONTENT_MAX_LENGTH ? safe : null;
}

type Times = { publishedAt?: string; unpublishAt?: string | null };

/** Publication times as stored UTC instants (dates and wall-clock times are in SITE_TIMEZONE). */
function storedTimes(input: Times): Times {
  const zone = siteTimeZone();
  const out: Times = {};
  if (input.publishedAt !== undefined) out.publishedAt = input.publishedAt === '' ? new Date().toISOString() : (publicationInstant(input.publishedAt, zone) ?? undefined);
  if (input.unpublishAt !== undefined) out.unpublishAt = input.unpublishAt === null ? null : publicationInstant(input.unpublishAt, zone);
  return out;
}

/** The checks that need more than one field or the database; the first failure as a 400, or null. */
async function crossFieldError(record: Pick<ResourceRecord, 'publishedAt' | 'unpublishAt' | 'socialImageId'>): Promise<ServiceResult<never> | null> {
  if (record.unpublishAt && Date.parse(record.unpublishAt) <= Date.parse(record.publishedAt)) return fieldError('unpublishAt', resourceMessages.unpublishBeforePublish);
  if (record.socialImageId && !(await getMedia(record.socialImageId))) return fieldError('socialImageId', resourceMessages.socialImageMissing);
  return null;
}

/** Expires the public pages a write can change: the list, the sitemap and feed, and the pages of both slugs. */
export function revalidateAfter(before: Resource | null, after: Resource | null): void {
  revalidatePublicContent(resourceChange({ slugs: [before?.slug, after?.slug].filter((slug): slug is string => Boolean(slug)) }));
}

export async function createResourceFrom(body: unknown, author: Author): Promise<ServiceResult<Resource>> {
  const parsed = resourceCreateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const content = storedContent(parsed.data.content ?? '');
  if (content === null) return fieldError('content', resourceMessages.contentTooLong);
  const record: ResourceRecord = { ...parsed.data, content, publishedAt: storedTimes(parsed.data).publishedAt!, unpublishAt: storedTimes(parsed.data).unpublishAt ?? null };
  const refused = await crossFieldError(record);
  if (refused) return refused;
  try {
    const created = await createResource(record, author);
    revalidateAfter(null, created);
    return { ok: true, data: created };
  } catch (error) {
    if (error instanceof SlugTakenError) return slugConflict();
    throw error;
  }
}

/** `restoredVersion`: the save makes that version current again (restoreVersion), and its audit entry says so. */
export type UpdateContext = { author: Author; ifMatch?: string | null; restoredVersion?: string };

export async function updateResourceFrom(rawId: unknown, body: unknown, context: UpdateContext): Promise<ServiceResult<Resource>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = resourceUpdateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  return applyUpdate(id.id, parsed.data, context);
}

/** An update already parsed: fills the empty slug, sanitizes, resolves times, checks the revision, saves. */
export async function applyUpdate(id: string, fields: Partial<Omit<ResourceRecord, 'publishedAt' | 'content'>> & Times & { content?: string | null }, context: UpdateContext): Promise<ServiceResult<Resource>> {
  const expectedRevision = revisionFromIfMatch(context.ifMatch ?? null);
  if (expectedRevision === null) return { ok: false, status: 412, code: 'precondition_failed', message: resourceMessages.badIfMatch };
  const stored = await getResource(id);
  if (!stored || stored.deletedAt) return missing('Resource');

  const patch: Partial<ResourceRecord> = { ...fields, ...storedTimes(fields) } as Partial<ResourceRecord>;
  // The spec's rule: an empty slug is made from the title (the new one when it changes too).
  if (patch.slug === '') patch.slug = slugify(patch.title ?? stored.title);
  if (patch.slug === '') return fieldError('slug', resourceMessages.slugEmpty);
  if (patch.content !== undefined) {
    const content = storedContent(patch.content ?? '');
    if (content === null) return fieldError('content', resourceMessages.contentTooLong);
    patch.content = content;
  }
  const refused = await crossFieldError({
    publishedAt: patch.publishedAt ?? stored.publishedAt,
    unpublishAt: patch.unpublishAt !== undefined ? patch.unpublishAt : stored.unpublishAt,
    socialImageId: patch.socialImageId !== undefined ? patch.socialImageId : null,
  });
  if (refused) return refused;

  // A live page that moves keeps its old address working (308), docs/decisions/0015.
  const moved = patch.slug !== undefined && patch.slug !== stored.slug;
  const redirect = moved && isLive(stored) ? { redirectFrom: resourcePath(stored.slug), redirectTo: resourcePath(patch.slug!) } : {};
  try {
    const updated = await updateResource(id, patch, { author: context.author, expectedRevision, restoredVersion: context.restoredVersion, ...redirect });
    if (!updated) return missing('Resource');
    revalidateAfter(stored, updated);
    return { ok: true, data: updated };
  } catch (error) {
    if (error instanceof SlugTakenError) return slugConflict();
    if (error instanceof StaleRevisionError) {
      const versions = await listVersions(id);
      const last = versions[0];
      const by = last ? `${last.author}, ${formatDateTime(last.createdAt, siteTimeZone())}` : formatDateTime(error.current.updatedAt, siteTimeZone());
      return { ok: false, status: 412, code: 'edit_conflict', message: resourceMessages.staleRevision(by) };
    }
    throw error;
  }
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
