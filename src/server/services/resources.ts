import 'server-only';
import { RESOURCE_CONTENT_MAX_LENGTH, resourceCreateSchema, resourceUpdateSchema, type Resource } from '@/lib/schemas/resource';
import { slugify } from '@/lib/slug';
import { revalidatePublicContent } from '../cache-tags';
import { createResource, deleteResource, getResource, SlugTakenError, updateResource } from '../repositories/resources';
import { sanitizeResourceHtml } from '../sanitize';
import { invalid, missing, parseId, type ServiceResult } from './result';
import { resourcePath } from '@/lib/routes';

export const resourceMessages = {
  slugTaken: 'This slug is already used by another resource',
  slugEmpty: 'Slug must contain letters or numbers',
  contentTooLong: `Content is too long: at most ${RESOURCE_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters once its HTML is made safe (& is stored as &amp;)`,
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

/**
 * Content as it is stored, or null when sanitizing made it outgrow the limit (a stored resource must always
 * pass the schema again, so it can be saved back unchanged).
 */
function storedContent(content: string): string | null {
  const safe = sanitizeResourceHtml(content);
  return safe.length <= RESOURCE_CONTENT_MAX_LENGTH ? safe : null;
}

export async function createResourceFrom(body: unknown): Promise<ServiceResult<Resource>> {
  const parsed = resourceCreateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const content = storedContent(parsed.data.content);
  if (content === null) return fieldError('content', resourceMessages.contentTooLong);
  try {
    const created = await createResource({ ...parsed.data, content });
    revalidatePublicContent({ kind: 'resources', slugs: [created.slug] });
    return { ok: true, data: created };
  } catch (error) {
    if (error instanceof SlugTakenError) return slugConflict();
    throw error;
  }
}

export async function updateResourceFrom(rawId: unknown, body: unknown): Promise<ServiceResult<Resource>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = resourceUpdateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const stored = await getResource(id.id);
  if (!stored) return missing('Resource');

  const patch = { ...parsed.data };
  // The spec's rule: an empty slug is made from the title (the new one when it changes too).
  if (patch.slug === '') patch.slug = slugify(patch.title ?? stored.title);
  if (patch.slug === '') return fieldError('slug', resourceMessages.slugEmpty);
  if (patch.content !== undefined) {
    const content = storedContent(patch.content);
    if (content === null) return fieldError('content', resourceMessages.contentTooLong);
    patch.content = content;
  }

  try {
    const updated = await updateResource(id.id, patch);
    if (!updated) return missing('Resource');
    const moved = updated.slug !== stored.slug;
    revalidatePublicContent({ kind: 'resources', slugs: [stored.slug, updated.slug], removedPaths: moved ? [resourcePath(stored.slug)] : [] });
    return { ok: true, data: updated };
  } catch (error) {
    if (error instanceof SlugTakenError) return slugConflict();
    throw error;
  }
}

export async function removeResource(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const deleted = await deleteResource(id.id);
  if (!deleted) return missing('Resource');
  revalidatePublicContent({ kind: 'resources', slugs: [deleted.slug], removedPaths: [resourcePath(deleted.slug)] });
  return { ok: true, data: null };
}
