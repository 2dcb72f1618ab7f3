import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as LIST, POST } from '@/app/api/admin/media/route';
import { DELETE, GET as ONE, PATCH } from '@/app/api/admin/media/[id]/route';
import { POST as REPLACE } from '@/app/api/admin/media/[id]/replace/route';
import { GET as FILE } from '@/app/media/[...path]/route';
import { variantWidths } from '@/lib/media';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { insertMedia } from '@/server/repositories/media';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { filesUnder, fileFor, makeImage, uploadRequest, useMediaDataDir, type Format } from './support/media';
import { resetNextCache, revalidateTag } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const upload = (fields: Parameters<typeof uploadRequest>[0], init?: Parameters<typeof uploadRequest>[1]) => POST(uploadRequest(fields, init), noParams);
const serve = (url: string, headers: Record<string, string> = {}) => {
  const segments = url.replace(/^\/media\//, '').split('/');
  return FILE(new Request(`http://localhost:3000${url}`, { headers }), { params: Promise.resolve({ path: segments }) });
};
const list = (query = '') => LIST(apiRequest(`/api/admin/media${query}`), noParams);
const patch = (id: string, body: unknown) => PATCH(apiRequest(`/api/admin/media/${id}`, { method: 'PATCH', body }), params({ id }));
const remove = (id: string) => DELETE(apiRequest(`/api/admin/media/${id}`, { method: 'DELETE' }), params({ id }));

async function uploaded(format: Format = 'jpeg', width = 1200, height = 675, usage = 'resource') {
  const response = await upload({ file: fileFor(format, await makeImage(format, width, height)), alt: 'Team at a whiteboard', usage });
  expect(response.status).toBe(201);
  return (await json(response)).data;
}

describe.each(engines)('media library API on %s', (engine) => {
  const testDb = useTestDb(engine);
  const dataDir = useMediaDataDir();
  beforeEach(() => {
    resetNextCache();
    // Uploads and replacements share the per-person upload limit: each test starts with its own allowance.
    resetRateLimitsForTests();
    guardState.mode = 'staff';
  });

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('uploads a %s: 201, AVIF and WebP widths, a 1200×630 social crop, and no EXIF or GPS in any file', async (format) => {
    const original = await makeImage(format, 1280, 720);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload({ file: fileFor(format, original), alt: ' Team at a whiteboard ', usage: 'resource' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    const mime = `image/${format}`;
    expect(data).toMatchObject({ width: 1280, height: 720, alt: 'Team at a whiteboard', mimeType: mime, usage: 'resource', focalX: 0.5, focalY: 0.5 });
    expect(data.url).toBe(`/media/${data.id}/1280x720.${format === 'jpeg' ? 'jpg' : format}`);
    const widths = variantWidths(1280);
    expect(data.variants.filter((v: { format: string }) => v.format === 'avif').map((v: { width: number }) => v.width)).toEqual(widths);
    expect(data.variants.filter((v: { format: string }) => v.format === 'webp').map((v: { width: number }) => v.width)).toEqual(widths);
    expect(data.variants).toContainEqual({ url: data.socialUrl, width: 1200, height: 630, format: 'jpeg' });

    for (const file of [{ url: data.url, width: 1280, format: format === 'avif' ? 'heif' : format }, ...data.variants.map((v: { url: string; width: number; format: string }) => ({ ...v, format: v.format === 'avif' ? 'heif' : v.format }))]) {
      const served = await serve(file.url);
      expect(served.status, file.url).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(file.format);
      expect(meta.width).toBe(file.width);
      expect(meta.exif, `${file.url} keeps EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('SpyCam') || bytes.includes('Secret Owner'), `${file.url} keeps camera text`).toBe(false);
    }
    const row = await testDb().db.selectFrom('media').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ original_name: `photo.${format === 'jpeg' ? 'jpg' : format}`, mime_type: mime, created_by: 'user-1' });
  });

  it('turns a photo upright from its EXIF orientation before measuring and resizing it', async () => {
    const sideways = await makeImage('jpeg', 400, 300, { orientation: 6 });
    const { data } = await json(await upload({ file: fileFor('jpeg', sideways), usage: 'inline' }));
    expect(data).toMatchObject({ width: 300, height: 400, alt: '' });
    const meta = await sharp(Buffer.from(await (await serve(data.url)).arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 400, undefined]);
  });

  it('stores files under DATA_DIR/media: folders 0700, files 0600', async () => {
    const { id } = await uploaded();
    const folder = path.join(dataDir(), 'media', id);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    const files = filesUnder(folder);
    expect(files.length).toBe(variantWidths(1200).length * 2 + 2);
    for (const file of files) expect(fs.statSync(path.join(folder, file)).mode & 0o777).toBe(0o600);
  });

  it('answers 415 for an SVG and for a text file named .png, and stores nothing', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    const fake = new File(['just some text, not a picture'], 'photo.png', { type: 'image/png' });
    for (const file of [svg, fake]) {
      const response = await upload({ file, alt: 'x' });
      expect(response.status).toBe(415);
      const { error } = await json(response);
      expect(error.code).toBe('unsupported_media_type');
      expect(error.fields.file).toMatch(/JPEG, PNG, WebP or AVIF/);
    }
    expect((await json(await list())).meta.total).toBe(0);
    expect(filesUnder(dataDir())).toEqual([]);
  });

  it('answers 413 over 10 MB, declared or streamed without a length', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload({ file: new File([new Uint8Array(big)], 'huge.jpg', { type: 'image/jpeg' }) });
    expect(response.status).toBe(413);
    expect((await json(response)).error).toMatchObject({ code: 'payload_too_large', fields: { file: 'The image must be at most 10 MB' } });

    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 12) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const init = { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://localhost:3000' } };
    const streamed = await POST(new Request('http://localhost:3000/api/admin/media', init as RequestInit), noParams);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(12);
  });

  it.each([
    ['resource', 1600, 1200, 'A resource cover must be 16:9 (this image is 4:3). Crop it to 16:9.'],
    ['resource', 800, 450, 'A resource cover must be at least 1200×675 pixels (this one is 800×450). Upload a larger image.'],
    ['testimonial', 300, 200, 'A testimonial photo must be 1:1 (this image is 3:2). Crop it to 1:1.'],
    ['testimonial', 200, 200, 'A testimonial photo must be at least 256×256 pixels (this one is 200×200). Upload a larger image.'],
    ['industry', 1600, 900, 'An industry header must be 21:9 (this image is 16:9). Crop it to 21:9.'],
    ['industry', 1400, 600, 'An industry header must be at least 1600×686 pixels (this one is 1400×600). Upload a larger image.'],
  ])('answers 400 with fields.file for a %s image of %i×%i', async (usage, width, height, message) => {
    const response = await upload({ file: fileFor('png', await makeImage('png', width, height)), usage, alt: 'x' });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ file: message });
    expect(filesUnder(dataDir())).toEqual([]);
  });

  it('accepts what fits its usage (a 21:9 header of 1600×686, a square photo) and anything inline', async () => {
    expect((await upload({ file: fileFor('png', await makeImage('png', 1600, 686)), usage: 'industry' })).status).toBe(201);
    expect((await upload({ file: fileFor('webp', await makeImage('webp', 256, 256)), usage: 'testimonial' })).status).toBe(201);
    expect((await upload({ file: fileFor('png', await makeImage('png', 123, 456)), usage: 'inline' })).status).toBe(201);
  });

  it('answers 400 without a file, for an unknown usage, and 415 for a JSON body', async () => {
    expect((await json(await upload({ alt: 'x' }))).error.fields).toEqual({ file: 'Choose an image file to upload' });
    const badUsage = await upload({ file: fileFor('png', await makeImage('png', 300, 300)), usage: 'banner' });
    expect(badUsage.status).toBe(400);
    expect((await json(badUsage)).error.fields.usage).toMatch(/Usage must be one of/);
    const asJson = await POST(apiRequest('/api/admin/media', { method: 'POST', body: { file: 'x' } }), noParams);
    expect(asJson.status).toBe(415);
  });

  it('answers 401 without a session and 403 for a cross-origin upload', async () => {
    const file = fileFor('png', await makeImage('png', 300, 300));
    guardState.mode = 'anonymous';
    expect((await upload({ file })).status).toBe(401);
    expect((await list()).status).toBe(401);
    guardState.mode = 'staff';
    expect((await upload({ file }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(filesUnder(dataDir())).toEqual([]);
  });

  it('GET lists 24 a page, newest first, with the total; 400 for a bad page', async () => {
    for (let i = 0; i < 25; i += 1) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      await insertMedia({ id, storage_key: id, original_name: `${i}.png`, mime_type: 'image/png', width: 10, height: 10, bytes: 1, alt: '', focal_x: 0.5, focal_y: 0.5, usage: null, created_by: null, created_at: at, files: [{ file: '10x10.png', width: 10, height: 10, format: 'png', kind: 'original' }] });
    }
    const first = await json(await list());
    expect(first.data).toHaveLength(24);
    expect(first.data[0].originalName).toBe('24.png');
    expect(first.meta).toEqual({ page: 1, pageSize: 24, total: 25, pageCount: 2 });
    const second = await json(await list('?page=2'));
    expect(second.data.map((m: { originalName: string }) => m.originalName)).toEqual(['0.png']);
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const response = await list(`?page=${bad}`);
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields.page).toBe('Page must be a whole number from 1');
    }
  });

  it('GET searches file names and alt texts, ignoring case, with LIKE wildcards taken literally; 400 for a long search', async () => {
    const names = [
      ['harbour.png', 'Cranes at the harbour at dusk'],
      ['team-offsite.jpg', 'Engineers at a whiteboard'],
      ['100%_done.png', 'A progress bar'],
    ];
    for (const [index, [name, alt]] of names.entries()) {
      const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      await insertMedia({ id, storage_key: id, original_name: name!, mime_type: 'image/png', width: 10, height: 10, bytes: 1, alt: alt!, focal_x: 0.5, focal_y: 0.5, usage: null, created_by: null, created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(), files: [{ file: '10x10.png', width: 10, height: 10, format: 'png', kind: 'original' }] });
    }
    const found = async (q: string) => (await json(await list(`?q=${encodeURIComponent(q)}`))).data.map((m: { originalName: string }) => m.originalName);
    expect(await found('HARBOUR')).toEqual(['harbour.png']);
    expect(await found('whiteboard')).toEqual(['team-offsite.jpg']);
    expect(await found('at ')).toEqual(['team-offsite.jpg', 'harbour.png']);
    expect(await found('%_')).toEqual(['100%_done.png']);
    expect(await found('_')).toEqual(['100%_done.png']);
    expect(await found('  ')).toHaveLength(3);
    expect((await json(await list('?q=harbour'))).meta).toEqual({ page: 1, pageSize: 24, total: 1, pageCount: 1 });
    const long = await list(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await json(long)).error.fields.q).toBe('Search must be at most 100 characters');
  });

  it('replaces a file in place: new names, the same id, alt and focal point; every use follows; old files stay for history', async () => {
    const media = await uploaded('jpeg', 1200, 675);
    await patch(media.id, { focalX: 0.25, focalY: 0.5 });
    const db = testDb().db;
    const testimonial = await db.selectFrom('testimonials').select('id').executeTakeFirstOrThrow();
    const resource = await db.selectFrom('resources').select('id').executeTakeFirstOrThrow();
    await db.updateTable('testimonials').set({ image_url: media.url }).where('id', '=', testimonial.id).execute();
    await db.updateTable('resources').set({ image_url: media.url, content: `<p>See:</p><img src="${media.url}" alt="">` }).where('id', '=', resource.id).execute();
    const page = await db.selectFrom('documents').select(['id', 'data', 'revision']).where('kind', '=', 'pages').where('address', '=', '/industries/fintech').executeTakeFirstOrThrow();
    const withImage = JSON.stringify({ ...JSON.parse(page.data), blocks: [{ ...JSON.parse(page.data).blocks[0], art: media.url }, ...JSON.parse(page.data).blocks.slice(1)] });
    await db.updateTable('documents').set({ data: withImage }).where('id', '=', page.id).execute();

    const form = (file: File) => {
      const body = new FormData();
      body.set('file', file);
      return new Request(`http://localhost:3000/api/admin/media/${media.id}/replace`, { method: 'POST', body, headers: { origin: 'http://localhost:3000' } });
    };
    const replace = (file: File, id = media.id) => REPLACE(form(file), params({ id }));
    // The guide of its usage still holds: a resource cover stays 16:9.
    const square = await replace(fileFor('png', await makeImage('png', 800, 800)));
    expect(square.status).toBe(400);
    expect((await json(square)).error.fields.file).toMatch(/16:9/);
    expect((await replace(fileFor('png', await makeImage('png', 1600, 900)), '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const response = await replace(fileFor('png', await makeImage('png', 1600, 900)));
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ id: media.id, width: 1600, height: 900, mimeType: 'image/png', alt: 'Team at a whiteboard', focalX: 0.25, focalY: 0.5, usage: 'resource' });
    expect(data.url).toBe(`/media/${media.id}/r2-1600x900.png`);
    expect(data.variants.every((v: { url: string }) => v.url.includes('/r2-'))).toBe(true);
    expect(data.variants.filter((v: { format: string }) => v.format === 'avif').map((v: { width: number }) => v.width)).toEqual(variantWidths(1600));
    // Every use now names the new original; a page's revision moved, so an editor open on the old value is told.
    expect((await db.selectFrom('testimonials').select('image_url').where('id', '=', testimonial.id).executeTakeFirstOrThrow()).image_url).toBe(data.url);
    const after = await db.selectFrom('resources').select(['image_url', 'content']).where('id', '=', resource.id).executeTakeFirstOrThrow();
    expect(after.image_url).toBe(data.url);
    expect(after.content).toContain(`src="${data.url}"`);
    const pageAfter = await db.selectFrom('documents').select(['data', 'revision']).where('id', '=', page.id).executeTakeFirstOrThrow();
    expect(JSON.parse(pageAfter.data).blocks[0].art).toBe(data.url);
    expect(Number(pageAfter.revision)).toBeGreaterThan(Number(page.revision));
    expect(revalidateTag).toHaveBeenCalledWith('media', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith('pages', { expire: 0 });
    // The new files are served; the old ones still are (saved versions and caches name them), until the image goes.
    expect((await serve(data.url)).status).toBe(200);
    expect((await serve(media.url)).status).toBe(200);
    const again = await json(await replace(fileFor('jpeg', await makeImage('jpeg', 1280, 720))));
    expect(again.data.url).toBe(`/media/${media.id}/r3-1280x720.jpg`);
    await db.updateTable('testimonials').set({ image_url: null }).where('id', '=', testimonial.id).execute();
    await db.updateTable('resources').set({ image_url: null, content: '<p>x</p>' }).where('id', '=', resource.id).execute();
    await db.updateTable('documents').set({ data: page.data }).where('id', '=', page.id).execute();
    expect((await remove(media.id)).status).toBe(204);
    expect(filesUnder(path.join(dataDir(), 'media'))).toEqual([]);
  });

  it('GET one; PATCH edits alt (expiring the public alt cache) and moves the focal point, replacing the social crop', async () => {
    const media = await uploaded();
    expect((await json(await ONE(apiRequest(`/api/admin/media/${media.id}`), params({ id: media.id })))).data).toMatchObject({ id: media.id, alt: 'Team at a whiteboard' });
    const edited = await json(await patch(media.id, { alt: 'Two engineers at a whiteboard', focalX: 0.1, focalY: 0.9 }));
    expect(edited.data).toMatchObject({ alt: 'Two engineers at a whiteboard', focalX: 0.1, focalY: 0.9 });
    expect(edited.data.socialUrl).not.toBe(media.socialUrl);
    expect(revalidateTag).toHaveBeenCalledWith('media', { expire: 0 });
    expect((await serve(media.socialUrl)).status).toBe(404);
    const social = await sharp(Buffer.from(await (await serve(edited.data.socialUrl)).arrayBuffer())).metadata();
    expect([social.format, social.width, social.height]).toEqual(['jpeg', 1200, 630]);
    const bad = await patch(media.id, { focalX: 2, alt: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['alt', 'focalX']);
    expect((await patch('00000000-0000-4000-8000-000000000000', { alt: 'x' })).status).toBe(404);
  });

  it('DELETE answers 204 and removes the row and every file', async () => {
    const media = await uploaded();
    const response = await remove(media.id);
    expect(response.status).toBe(204);
    expect((await serve(media.url)).status).toBe(404);
    expect(filesUnder(path.join(dataDir(), 'media'))).toEqual([]);
    expect((await remove(media.id)).status).toBe(404);
  });

  it('DELETE answers 409 while a testimonial photo, a resource cover, social image or content uses the image', async () => {
    const media = await uploaded();
    const db = testDb().db;
    const testimonial = await db.selectFrom('testimonials').select('id').executeTakeFirstOrThrow();
    const resources = await db.selectFrom('resources').select('id').limit(3).execute();
    const uses = [
      () => db.updateTable('testimonials').set({ image_url: media.url }).where('id', '=', testimonial.id).execute(),
      () => db.updateTable('resources').set({ image_url: `https://www.example.com${media.url}` }).where('id', '=', resources[0]!.id).execute(),
      () => db.updateTable('resources').set({ social_image_id: media.id }).where('id', '=', resources[1]!.id).execute(),
      () => db.updateTable('resources').set({ content: `<p>x</p><img src="${media.variants[0].url}" alt="">` }).where('id', '=', resources[2]!.id).execute(),
    ];
    const clears = [
      () => db.updateTable('testimonials').set({ image_url: null }).where('id', '=', testimonial.id).execute(),
      () => db.updateTable('resources').set({ image_url: null }).where('id', '=', resources[0]!.id).execute(),
      () => db.updateTable('resources').set({ social_image_id: null }).where('id', '=', resources[1]!.id).execute(),
      () => db.updateTable('resources').set({ content: '<p>x</p>' }).where('id', '=', resources[2]!.id).execute(),
    ];
    for (const [index, use] of uses.entries()) {
      await use();
      const response = await remove(media.id);
      expect(response.status).toBe(409);
      expect((await json(response)).error.code).toBe('media_in_use');
      await clears[index]!();
    }
    await uses[0]!();
    await uses[1]!();
    expect((await json(await remove(media.id))).error.message).toBe('This image is used by 1 testimonial and 1 resource. Remove it there first.');
    expect((await serve(media.url)).status).toBe(200);
    await clears[0]!();
    await clears[1]!();
    expect((await remove(media.id)).status).toBe(204);
  });

  it('serves files with their type, immutable caching, an ETag (304 when held) and nosniff; 404 for anything else', async () => {
    const media = await uploaded('png');
    const response = await serve(media.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const avif = media.variants.find((v: { format: string }) => v.format === 'avif');
    expect((await serve(avif.url)).headers.get('content-type')).toBe('image/avif');
    const again = await serve(media.url, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    for (const bad of [`/media/${media.id}/nope.png`, `/media/${media.id}/../../smarttech.db`, '/media/00000000-0000-4000-8000-000000000000/10x10.png', `/media/${media.id}/1200x675.svg`, '/media/x']) {
      expect((await serve(bad)).status, bad).toBe(404);
    }
  });
});
