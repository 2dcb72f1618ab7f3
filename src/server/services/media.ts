import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { forgetServedPages } from '../served-pages';
import { mediaUrl, revisionOfFile } from '@/lib/media';
import { mediaPageSchema, mediaSearchSchema, mediaUpdateSchema, mediaUploadFieldsSchema, type MediaItem, type MediaPage } from '@/lib/schemas/media';
import { logger } from '../logger';
import { mediaCacheTag } from '../media/alt-texts';
import { ImageWorkBusyError, runImageWork } from '../media/image-jobs';
import { busy, readUpload, renderUpload } from '../media/uploads';
import { renderSocial, type MediaFile } from '../media/process';
import { mediaStore } from '../media/storage';
import { deleteMedia, getMedia, insertMedia, listMedia, mediaUsage, replaceMediaFile, updateMedia, type MediaUse, type StoredFile } from '../repositories/media';
import { revalidatePublicContent } from '../cache-tags';
import { resourceChange } from '@/kinds/resources/definition';
import { kindTag } from '@/kit/define-kind';
import { invalid, missing, parseId, type ServiceResult } from './result';

export const MEDIA_PAGE_SIZE = 24;

const keyOf = (id: string, file: string) => `${id}/${file}`;
const stored = ({ file, width, height, format, kind }: MediaFile): StoredFile => ({ file, width, height, format, kind });

/** Writes every file, or none: on a failure the ones already written are removed before the error goes on. */
async function putAll(id: string, files: MediaFile[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await mediaStore().put(keyOf(id, file.file), file.data, file.contentType);
      written.push(keyOf(id, file.file));
    }
  } catch (error) {
    await removeQuietly(written);
    throw error;
  }
}

async function removeQuietly(keys: string[]): Promise<void> {
  await mediaStore().remove(keys).catch((error: unknown) => logger().warn({ err: error, keys }, 'Media files left behind'));
}

/** POST /api/admin/media: check the bytes and the usage's guide, make the variants, store files, then the row. */
export async function uploadMedia(form: FormData, createdBy: string | null): Promise<ServiceResult<MediaItem>> {
  const fields = mediaUploadFieldsSchema.safeParse({ alt: form.get('alt') ?? undefined, usage: form.get('usage') || undefined });
  if (!fields.success) return invalid(fields.error);
  const read = await readUpload(form, fields.data.usage);
  if (!read.ok) return read.result;
  const { upload } = read;
  const { size, mime } = upload;
  const rendered = await renderUpload(upload);
  if (!rendered.ok) return rendered.result;
  const { files } = rendered;

  const id = randomUUID();
  await putAll(id, files);
  try {
    return {
      ok: true,
      data: await insertMedia({
        id,
        storage_key: id,
        original_name: upload.name,
        mime_type: mime,
        width: size.width,
        height: size.height,
        bytes: files[0]!.data.length,
        alt: fields.data.alt,
        focal_x: 0.5,
        focal_y: 0.5,
        files: files.map(stored),
        usage: fields.data.usage ?? null,
        created_by: createdBy,
        created_at: new Date().toISOString(),
      }),
    };
  } catch (error) {
    await removeQuietly(files.map((f) => keyOf(id, f.file)));
    throw error;
  }
}

/**
 * POST /api/admin/media/{id}/replace: a new file for the same image (its alt text, usage and focal point stay), every
 * use following. The new files are revision n+1 (new names, so caches never serve the old bytes under them); the row
 * and every address of the old original change in one transaction; the old files stay for saved versions.
 */
export async function replaceMediaFrom(rawId: unknown, form: FormData): Promise<ServiceResult<MediaItem>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const current = await getMedia(id.id);
  if (!current) return missing('Image');
  const read = await readUpload(form, current.usage);
  if (!read.ok) return read.result;
  const { upload } = read;
  const original = current.files.find((f) => f.kind === 'original')!;
  const rendered = await renderUpload(upload, { x: current.focalX, y: current.focalY }, revisionOfFile(original.file) + 1);
  if (!rendered.ok) return rendered.result;
  const { files } = rendered;
  await putAll(id.id, files);
  const previous = current.files.map((f): StoredFile => ({ ...f, kind: 'previous' }));
  let changedKinds: string[];
  try {
    const file = { mime_type: upload.mime, width: upload.size.width, height: upload.size.height, bytes: files[0]!.data.length, original_name: upload.name, files: [...files.map(stored), ...previous] };
    changedKinds = await replaceMediaFile(id.id, file, mediaUrl(id.id, original.file), mediaUrl(id.id, files[0]!.file));
  } catch (error) {
    await removeQuietly(files.map((f) => keyOf(id.id, f.file)));
    throw error;
  }
  // Every page that may show it, on every instance: resources, and the kinds whose content named it.
  revalidateTag(mediaCacheTag, { expire: 0 });
  revalidatePublicContent(resourceChange({}));
  for (const kind of changedKinds) revalidatePublicContent({ kind, tags: [kindTag(kind)], paths: [] });
  return findMedia(id.id);
}

/** GET /api/admin/media?page=&q=: a page of the library, searched by file name and alt text. */
export async function listMediaPage(rawPage: string | null, rawQuery: string | null = null): Promise<ServiceResult<MediaPage>> {
  const page = mediaPageSchema.safeParse(rawPage ?? 1);
  const query = mediaSearchSchema.safeParse(rawQuery ?? '');
  if (!page.success || !query.success) {
    const fields = { ...(page.success ? {} : { page: page.error.issues[0]!.message }), ...(query.success ? {} : { q: query.error.issues[0]!.message }) };
    return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields };
  }
  const { items, total } = await listMedia(page.data, MEDIA_PAGE_SIZE, query.data);
  return { ok: true, data: { items, total, page: page.data, pageSize: MEDIA_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)) } };
}

export async function findMedia(rawId: unknown): Promise<ServiceResult<MediaItem>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const found = await getMedia(id.id);
  if (!found) return missing('Image');
  const { files: _files, ...item } = found;
  return { ok: true, data: item };
}

/** PATCH: alt text, and a new social crop when the focal point moves (a new file name, so caches stay right). */
export async function updateMediaFrom(rawId: unknown, body: unknown): Promise<ServiceResult<MediaItem>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = mediaUpdateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const current = await getMedia(id.id);
  if (!current) return missing('Image');
  const { alt, focalX = current.focalX, focalY = current.focalY } = parsed.data;
  const oldSocial = current.files.find((f) => f.kind === 'social');
  let files = current.files;
  let social: MediaFile | null = null;
  if (focalX !== current.focalX || focalY !== current.focalY) {
    const original = current.files.find((f) => f.kind === 'original')!;
    const source = await mediaStore().get(keyOf(id.id, original.file));
    if (!source) throw new Error(`Media ${id.id}: original ${original.file} is missing from the store`);
    try {
      social = await runImageWork(() => renderSocial(source, current, focalX, focalY, revisionOfFile(original.file)));
    } catch (error) {
      if (error instanceof ImageWorkBusyError) return busy();
      throw error;
    }
    await putAll(id.id, [social]);
    files = [...current.files.filter((f) => f.kind !== 'social'), stored(social)];
  }
  try {
    await updateMedia(id.id, { alt, focal_x: focalX, focal_y: focalY, files });
  } catch (error) {
    // Nothing was saved (the row and its audit entry go together): the row still names the old crop, the new one goes.
    if (social && social.file !== oldSocial?.file) await removeQuietly([keyOf(id.id, social.file)]);
    throw error;
  }
  if (social && oldSocial && oldSocial.file !== social.file) await removeQuietly([keyOf(id.id, oldSocial.file)]);
  if (alt !== undefined) {
    revalidateTag(mediaCacheTag, { expire: 0 });
    forgetServedPages();
  }
  return findMedia(id.id);
}

function inUseMessage(use: MediaUse): string {
  const parts = use.filter(({ count }) => count > 0).map(({ singular, plural, count }) => `${count} ${count === 1 ? singular : plural}`);
  const list = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This image is used by ${list}. Remove it there first.`;
}

/** DELETE: 409 while a resource or any kind of content uses the image; the row goes first, then its files. */
export async function removeMedia(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const current = await getMedia(id.id);
  if (!current) return missing('Image');
  const use = await mediaUsage(id.id);
  if (use.some(({ count }) => count > 0)) return { ok: false, status: 409, code: 'media_in_use', message: inUseMessage(use) };
  await deleteMedia(id.id);
  await removeQuietly(current.files.map((f) => keyOf(id.id, f.file)));
  return { ok: true, data: null };
}
