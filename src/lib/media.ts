// The media library's rules shared by server and browser (docs/decisions/0016): the public URLs of a stored image
// and its variants, the widths made, and the image guides each usage must meet.

export const MEDIA_PATH = '/media';
export { MAX_MEDIA_FILE_BYTES } from './body-limits.mjs';
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

export const MEDIA_EXTENSIONS: Record<MediaMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };
export const RESPONSIVE_FORMATS = ['avif', 'webp'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

/** Widths of the AVIF and WebP variants: these steps below the original's width, then the original's (capped). */
const WIDTH_STEPS = [320, 640, 960, 1280, 1920];
const MAX_VARIANT_WIDTH = 2560;
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;

export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, MAX_VARIANT_WIDTH);
  return [...WIDTH_STEPS.filter((step) => step < top), top];
}

// File names inside an image's folder. The original's name carries its size, so a page derives every variant
// from the URL alone; the social crop's name changes with its focal point, so each URL's bytes never change. A file
// replaced in place (the same image, every use following) is revision 2, 3, …: its files start `r2-`, `r3-`.
const revisionPrefix = (revision: number) => (revision > 1 ? `r${revision}-` : '');
export const originalFile = (width: number, height: number, mime: MediaMimeType, revision = 1) => `${revisionPrefix(revision)}${width}x${height}.${MEDIA_EXTENSIONS[mime]}`;
export const variantFile = (width: number, format: ResponsiveFormat, revision = 1) => `${revisionPrefix(revision)}${width}w.${format}`;
export const socialFile = (focalX: number, focalY: number, revision = 1) => `${revisionPrefix(revision)}social-${Math.round(focalX * 1000)}-${Math.round(focalY * 1000)}.jpg`;

/** The revision a file name belongs to: 1 for an image's first upload. */
export const revisionOfFile = (file: string) => Number(/^r(\d{1,4})-/.exec(file)?.[1] ?? 1);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REVISION = '(?:r(?:[2-9]|[1-9]\\d{1,3})-)?';
/** Every file name the store holds; anything else is never read from it. */
export const MEDIA_FILE_PATTERN = new RegExp(`^(${UUID})/${REVISION}(\\d{1,5}x\\d{1,5}\\.(?:jpg|png|webp|avif)|\\d{1,5}w\\.(?:avif|webp)|social-\\d{1,4}-\\d{1,4}\\.jpg)$`);
const ORIGINAL_URL = new RegExp(`^(?:https?://[^/]+)?${MEDIA_PATH}/(${UUID})/(?:r(\\d{1,4})-)?(\\d{1,5})x(\\d{1,5})\\.(?:jpg|png|webp|avif)$`);

export const mediaUrl = (id: string, file: string) => `${MEDIA_PATH}/${id}/${file}`;

export type MediaRef = { id: string; width: number; height: number; revision: number };

/** The id, size and revision a media-library URL names; null for any other address (a pasted URL, a bundled SVG). */
export function parseMediaUrl(url: string | null | undefined): MediaRef | null {
  const match = url ? ORIGINAL_URL.exec(url) : null;
  if (!match) return null;
  return { id: match[1]!, revision: Number(match[2] ?? 1), width: Number(match[3]), height: Number(match[4]) };
}

/** `srcset` of one format for a media-library image. */
export function mediaSrcSet(ref: MediaRef, format: ResponsiveFormat): string {
  return variantWidths(ref.width)
    .map((width) => `${mediaUrl(ref.id, variantFile(width, format, ref.revision))} ${width}w`)
    .join(', ');
}

export const MEDIA_USAGES = ['testimonial', 'resource', 'industry', 'inline'] as const;
export type MediaUsage = (typeof MEDIA_USAGES)[number];

type Guide = { noun: string; ratio: [number, number]; minWidth: number; minHeight: number };

/** The spec's image guides: one table, used by the upload check, the admin hints and the in-browser crop. */
export const IMAGE_GUIDES: Record<Exclude<MediaUsage, 'inline'>, Guide> = {
  testimonial: { noun: 'A testimonial photo', ratio: [1, 1], minWidth: 256, minHeight: 256 },
  resource: { noun: 'A resource cover', ratio: [16, 9], minWidth: 1200, minHeight: 675 },
  industry: { noun: 'An industry header', ratio: [21, 9], minWidth: 1600, minHeight: 686 },
};

/** How far (relative) a ratio may be off and still count: 1600×686 is 21:9 to 0.04 %. */
const RATIO_TOLERANCE = 0.01;
const NAMED_RATIOS: [number, number][] = [[1, 1], [4, 3], [3, 2], [16, 9], [21, 9], [5, 4], [2, 1], [3, 4], [2, 3], [9, 16], [4, 5]];

export const guideFor = (usage: MediaUsage | null | undefined): Guide | null => (usage && usage !== 'inline' ? IMAGE_GUIDES[usage] : null);
export const ratioLabel = ([w, h]: [number, number]) => `${w}:${h}`;
const close = (a: number, b: number) => Math.abs(a - b) / b <= RATIO_TOLERANCE;

/** "4:3" for a common shape, else "1.37:1". */
export function describeRatio(width: number, height: number): string {
  const named = NAMED_RATIOS.find(([w, h]) => close(width / height, w / h));
  return named ? ratioLabel(named) : `${(width / height).toFixed(2)}:1`;
}

export type GuideProblem = { kind: 'ratio' | 'size'; message: string };

/** What is wrong with a `width`×`height` image for `usage`, in words staff can act on; null when it fits. */
export function checkImageGuide(usage: MediaUsage | null | undefined, width: number, height: number): GuideProblem | null {
  const guide = guideFor(usage);
  if (!guide) return null;
  const target = ratioLabel(guide.ratio);
  if (!close(width / height, guide.ratio[0] / guide.ratio[1])) {
    return { kind: 'ratio', message: `${guide.noun} must be ${target} (this image is ${describeRatio(width, height)}). Crop it to ${target}.` };
  }
  if (width < guide.minWidth || height < guide.minHeight) {
    return { kind: 'size', message: `${guide.noun} must be at least ${guide.minWidth}×${guide.minHeight} pixels (this one is ${width}×${height}). Upload a larger image.` };
  }
  return null;
}

/** The largest `ratio` rectangle inside `width`×`height`, at `position` (0–1) along the axis with room to move. */
export function cropRect(width: number, height: number, ratio: [number, number], position = 0.5) {
  const target = ratio[0] / ratio[1];
  const cropWidth = Math.min(width, Math.round(height * target));
  const cropHeight = Math.min(height, Math.round(cropWidth / target));
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: Math.round((width - cropWidth) * clamp(position)),
    top: Math.round((height - cropHeight) * clamp(position)),
    width: cropWidth,
    height: cropHeight,
  };
}
