import 'server-only';
import { MAX_MEDIA_FILE_BYTES, checkImageGuide, type MediaUsage } from '@/lib/media';
import type { ServiceResult } from '../services/result';
import { ImageWorkBusyError, runImageWork } from './image-jobs';
import { UnreadableImageError, readImageSize, renderAll, type MediaFile } from './process';
import { sniffImageType } from './sniff';

// An uploaded image file, read and checked (an upload, and a file replacing an image's), then made into its files.

const fileError = (status: 400 | 413 | 415, code: string, message: string): ServiceResult<never> => ({ ok: false, status, code, message, fields: { file: message } });
const unreadable = () => fileError(400, 'validation_error', 'The image could not be read: it may be damaged, cut short or larger than 50 megapixels');
export const busy = (): ServiceResult<never> => ({ ok: false, status: 503, code: 'busy', message: 'Images are being processed: try again in a few seconds' });
// A file name as the staff's computer called it, kept for the library's captions only.
const cleanName = (name: string) => name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'image';

export type Upload = { bytes: Buffer; mime: NonNullable<ReturnType<typeof sniffImageType>>; size: { width: number; height: number }; name: string };

/** The form's file as an image: its bytes, type and size, checked against the usage's guide; else the answer to give. */
export async function readUpload(form: FormData, usage: MediaUsage | null | undefined): Promise<{ ok: true; upload: Upload } | { ok: false; result: ServiceResult<never> }> {
  const refuse = (result: ServiceResult<never>) => ({ ok: false as const, result });
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return refuse(fileError(400, 'validation_error', 'Choose an image file to upload'));
  if (file.size > MAX_MEDIA_FILE_BYTES) return refuse(fileError(413, 'payload_too_large', 'The image must be at most 10 MB'));
  const bytes = Buffer.from(await file.arrayBuffer());
  const mime = sniffImageType(bytes);
  if (!mime) return refuse(fileError(415, 'unsupported_media_type', 'Upload a JPEG, PNG, WebP or AVIF image (SVG and other files are not accepted)'));
  try {
    const size = await readImageSize(bytes);
    const problem = checkImageGuide(usage ?? undefined, size.width, size.height);
    if (problem) return refuse(fileError(400, 'validation_error', problem.message));
    return { ok: true, upload: { bytes, mime, size, name: cleanName(file instanceof File ? file.name : '') } };
  } catch (error) {
    if (error instanceof UnreadableImageError) return refuse(unreadable());
    throw error;
  }
}

/** The variants of an upload, made on the image workers; else the answer to give (busy, or pixels that do not decode). */
export async function renderUpload({ bytes, mime, size }: Upload, focal?: { x: number; y: number }, revision?: number): Promise<{ ok: true; files: MediaFile[] } | { ok: false; result: ServiceResult<never> }> {
  try {
    return { ok: true, files: await runImageWork(() => renderAll(bytes, mime, size, focal, revision)) };
  } catch (error) {
    if (error instanceof ImageWorkBusyError) return { ok: false, result: busy() };
    if (error instanceof UnreadableImageError) return { ok: false, result: unreadable() };
    throw error;
  }
}

