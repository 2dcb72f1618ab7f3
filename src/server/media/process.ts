import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { runImagePipeline } from './image-jobs';
import {
  RESPONSIVE_FORMATS,
  SOCIAL_SIZE,
  originalFile,
  socialFile,
  variantFile,
  variantWidths,
  type MediaMimeType,
  type ResponsiveFormat,
} from '@/lib/media';

/** A decompression bomb (a tiny PNG of 30,000² pixels) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type MediaFile = { file: string; data: Buffer; contentType: string; width: number; height: number; format: string; kind: 'original' | 'variant' | 'social' };

export class UnreadableImageError extends Error {}

// Every pipeline turns the photo upright from its EXIF orientation first; sharp writes no metadata (EXIF, GPS, XMP,
// ICC: colours are converted to sRGB) unless asked, and we never ask.
// One libvips thread per pipeline, and one pipeline at a time (media/image-jobs.ts): images never take more than
// one core from the pages.
sharp.concurrency(1);
const load = (bytes: Buffer): Sharp => sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** Upright width and height; UnreadableImageError when the bytes do not decode (truncated, corrupt, too many pixels). */
export async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await runImagePipeline(() => load(bytes).metadata());
    return { width: meta.autoOrient.width, height: meta.autoOrient.height };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

function encodeAs(pipeline: Sharp, mime: MediaMimeType): Sharp {
  if (mime === 'image/jpeg') return pipeline.jpeg({ quality: 88, mozjpeg: true });
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 9 });
  if (mime === 'image/webp') return pipeline.webp({ quality: 88 });
  return pipeline.avif({ quality: 60, effort: 3 });
}

async function render(pipeline: Sharp, file: string, contentType: string, kind: MediaFile['kind']): Promise<MediaFile> {
  const { data, info } = await runImagePipeline(() => pipeline.toBuffer({ resolveWithObject: true }));
  return { file, data, contentType, width: info.width, height: info.height, format: info.format === 'heif' ? 'avif' : info.format, kind };
}

/** The 1200×630 region's place in a `width`×`height` image: as large as fits, centred on the focal point. */
export function socialRegion(width: number, height: number, focalX: number, focalY: number) {
  const ratio = SOCIAL_SIZE.width / SOCIAL_SIZE.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const place = (size: number, crop: number, focal: number) => Math.round(Math.min(size - crop, Math.max(0, focal * size - crop / 2)));
  return { left: place(width, cropWidth, focalX), top: place(height, cropHeight, focalY), width: cropWidth, height: cropHeight };
}

/** The social card crop (JPEG, for crawlers) around the focal point. */
export function renderSocial(bytes: Buffer, size: { width: number; height: number }, focalX: number, focalY: number, revision = 1): Promise<MediaFile> {
  const region = socialRegion(size.width, size.height, focalX, focalY);
  const pipeline = load(bytes).extract(region).resize(SOCIAL_SIZE.width, SOCIAL_SIZE.height, { fit: 'fill' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  return render(pipeline, socialFile(focalX, focalY, revision), 'image/jpeg', 'social');
}

function renderVariant(bytes: Buffer, width: number, format: ResponsiveFormat, revision: number): Promise<MediaFile> {
  const resized = load(bytes).resize({ width, withoutEnlargement: true });
  const encoded = format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 });
  return render(encoded, variantFile(width, format, revision), `image/${format}`, 'variant');
}

/**
 * The metadata-free original, the AVIF and WebP widths, and the social crop of an upload (of its `revision`: 2 and up
 * for a file replaced in place) (in parallel: sharp
 * works on libuv's thread pool). UnreadableImageError when the pixels do not decode (a truncated file).
 */
export async function renderAll(bytes: Buffer, mime: MediaMimeType, size: { width: number; height: number }, focal = { x: 0.5, y: 0.5 }, revision = 1): Promise<MediaFile[]> {
  try {
    return await Promise.all([
      render(encodeAs(load(bytes), mime), originalFile(size.width, size.height, mime, revision), mime, 'original'),
      ...variantWidths(size.width).flatMap((width) => RESPONSIVE_FORMATS.map((format) => renderVariant(bytes, width, format, revision))),
      renderSocial(bytes, size, focal.x, focal.y, revision),
    ]);
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
