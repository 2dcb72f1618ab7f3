import 'server-only';
import type { MediaMimeType } from '@/lib/media';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// ISO-BMFF brands that mean an AVIF image (a HEIC photo is also `ftyp` but is refused).
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand and its version.
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** The image type the bytes are (magic numbers), whatever the file is called; null for anything else, SVG included. */
export function sniffImageType(bytes: Uint8Array): MediaMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
