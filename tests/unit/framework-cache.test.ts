import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { describe, expect, it } from 'vitest';
import { areTagsExpired, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import FrameworkCache, { REVALIDATED_TAGS_FILE } from '../../http-server/framework-cache.mjs';

// The framework cache (http-server/framework-cache.mjs) on real files: a made-up address's 404 leaves nothing, and
// an address that had an answer (a page staff deleted) keeps its 404 over it, so no restart brings the page back.
const page = (status: number, html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(''), headers: {}, status, postponed: undefined, segmentData: undefined });
const context = { cacheControl: { revalidate: 60, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };

describe('the framework cache', () => {
  it('keeps no 404 of an address that never had an answer, and keeps a 404 over one that had', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'framework-cache-'));
    const make = () => new FrameworkCache({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] } as never);
    const cache = make();
    const read = async (store: InstanceType<typeof FrameworkCache>, key: string) => ((await store.get(key, { kind: 'APP_PAGE', isFallback: false } as never)) as { value?: { status?: number } } | null)?.value?.status ?? null;
    await cache.set('/made-up-address', page(404, 'nothing') as never, context as never);
    expect(await read(make(), '/made-up-address')).toBeNull();
    expect(fs.readdirSync(dir, { recursive: true }).some((file) => String(file).includes('made-up'))).toBe(false);

    await cache.set('/partners', page(200, '<h1>Partners</h1>') as never, context as never);
    expect(await read(make(), '/partners')).toBe(200);
    await cache.set('/partners', page(404, 'gone') as never, context as never);
    // A new process (a restart) reads the 404, not the deleted page.
    expect(await read(make(), '/partners')).toBe(404);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the record of revalidated tags across a restart: an entry written before a publication stays expired', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'framework-cache-'));
    const writtenAt = Date.now() - 1000;
    const cache = new FrameworkCache({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] } as never);
    await cache.revalidateTag(['pages', '_N_T_/partners']);
    const saved = JSON.parse(fs.readFileSync(path.join(dir, REVALIDATED_TAGS_FILE), 'utf8')) as Record<string, { expired?: number }>;
    expect(saved.pages?.expired).toBeGreaterThan(writtenAt);
    expect(areTagsExpired(['pages'], writtenAt)).toBe(true);

    // A new process: Next's record starts empty; the cache reads the file (here, a copy: this process read the first).
    tagsManifest.clear();
    expect(areTagsExpired(['pages'], writtenAt)).toBe(false);
    const restarted = fs.mkdtempSync(path.join(os.tmpdir(), 'framework-cache-'));
    fs.copyFileSync(path.join(dir, REVALIDATED_TAGS_FILE), path.join(restarted, REVALIDATED_TAGS_FILE));
    new FrameworkCache({ fs: nodeFs, flushToDisk: true, serverDistDir: restarted, revalidatedTags: [] } as never);
    expect(areTagsExpired(['pages'], writtenAt)).toBe(true);
    expect(areTagsExpired(['_N_T_/partners'], writtenAt)).toBe(true);
    expect(areTagsExpired(['pages'], Date.now() + 1000)).toBe(false);
    for (const folder of [dir, restarted]) fs.rmSync(folder, { recursive: true, force: true });
  });
});
