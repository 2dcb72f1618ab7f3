// Media-library test helpers: images made by sharp with EXIF and GPS in them, multipart uploads, a private DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { ORIGIN } from './api';

export type Format = 'jpeg' | 'png' | 'webp' | 'avif';

// GPS lives in EXIF's IFD3; a camera's make and a copyright in IFD0.
const EXIF = {
  IFD0: { Make: 'SpyCam', Model: 'Leaky 3000', Copyright: 'Secret Owner' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
};

/** An image of `width`×`height` in `format`, with EXIF (make, copyright, GPS) written into it. */
export async function makeImage(format: Format, width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  const art = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height / 2}" fill="#e11"/><circle cx="${width * 0.75}" cy="${height * 0.75}" r="${Math.min(width, height) / 5}" fill="#1e1"/></svg>`);
  let image = sharp({ create: { width, height, channels: 3, background: '#2255aa' } }).composite([{ input: art }]).withExif(EXIF);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

const MIME: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
const EXT: Record<Format, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

export const fileFor = (format: Format, data: Buffer, name = `photo.${EXT[format]}`) => new File([new Uint8Array(data)], name, { type: MIME[format] });

/** A multipart POST to /api/admin/media as the admin's form sends it. */
export function uploadRequest(fields: { file?: File; alt?: string; usage?: string }, init: { origin?: string | null } = {}): Request {
  const form = new FormData();
  if (fields.file) form.set('file', fields.file);
  if (fields.alt !== undefined) form.set('alt', fields.alt);
  if (fields.usage !== undefined) form.set('usage', fields.usage);
  const headers = new Headers();
  const origin = init.origin === undefined ? ORIGIN : init.origin;
  if (origin) headers.set('origin', origin);
  return new Request(`${ORIGIN}/api/admin/media`, { method: 'POST', body: form, headers });
}

/** A fresh DATA_DIR for each test (the local media store lives in it); `S3_*` cleared unless a test sets them. */
export function useMediaDataDir(): () => string {
  let dir = '';
  const saved = { ...process.env };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-media-'));
    process.env.DATA_DIR = dir;
    resetEnvForTests();
  });
  afterEach(() => {
    for (const key of ['DATA_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}

/** Every file under `dir`, relative. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}
