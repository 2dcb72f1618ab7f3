// Next's cache of rendered pages and routes (next.config.ts `cacheHandler`): its own file-system cache, except that
// a 404 of a page or route is kept only over an answer the address had. A dynamic route with ISR (`/resources/<slug>`, `/og/resources/<slug>`)
// otherwise writes an entry to disk, and to memory, for every made-up slug asked for: well-formed but unknown slugs
// grew the cache on disk without bound (issue 20; docs/decisions/0032). Such a 404 is rendered again when asked,
// which is what a made-up address deserves; the site's own not-found pages (`/_not-found`, prerendered) stay.
import fs from 'node:fs';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

// A CommonJS module: Node's import gives its exports object (the class is its `default`), the types the class itself.
/** @type {typeof fileSystemCacheModule} */
const FileSystemCache = /** @type {{ default?: typeof fileSystemCacheModule }} */ (/** @type {unknown} */ (fileSystemCacheModule)).default ?? fileSystemCacheModule;
const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
/** @type {Map<string, { stale?: number, expired?: number }>} Next's record of revalidated tags, shared by its caches. */
const tagsManifest = tagsManifestModule.tagsManifest;

// Next keeps its record of revalidated tags (when each tag was last expired) in memory only. After a restart, a page
// or a data-cache entry written before a publication was then only "old", not expired: served stale while it was
// fetched again in the background, and where the fetch finds nothing (a deleted page's lookup throws so that misses
// are not cached), never replaced. A page staff deleted came back on every restart. So the record is kept in a file
// beside the cache, written on every revalidation and read when the process starts; an entry older than the cache's
// longest life (a year: `expire`) can no longer matter and is dropped.
export const REVALIDATED_TAGS_FILE = 'revalidated-tags.json';
const TAG_RECORD_MS = 366 * 24 * 60 * 60 * 1000;
let loadedFrom = /** @type {string | null} */ (null);
let writing = Promise.resolve();

/** @param {string} file */
function loadTags(file) {
  if (loadedFrom === file) return;
  loadedFrom = file;
  try {
    const saved = /** @type {Record<string, { stale?: number, expired?: number }>} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const [tag, entry] of Object.entries(saved)) {
      const known = tagsManifest.get(tag) ?? {};
      // The later of each time wins: this process may already have expired a tag again.
      tagsManifest.set(tag, { stale: Math.max(known.stale ?? 0, entry.stale ?? 0) || undefined, expired: Math.max(known.expired ?? 0, entry.expired ?? 0) || undefined });
    }
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') console.error(`framework cache: ${file} could not be read, revalidations before this start are not known`, error);
  }
}

/** @param {string} file */
function saveTags(file) {
  const oldest = Date.now() - TAG_RECORD_MS;
  /** @type {Record<string, { stale?: number, expired?: number }>} */
  const record = {};
  for (const [tag, entry] of tagsManifest) if (Math.max(entry.stale ?? 0, entry.expired ?? 0) >= oldest) record[tag] = entry;
  // One write at a time, whole: a temporary file renamed over the record, so a crash leaves the old one or the new.
  writing = writing.then(async () => {
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, JSON.stringify(record));
    await fs.promises.rename(temporary, file);
  }).catch((error) => console.error(`framework cache: ${file} could not be written`, error));
  return writing;
}

/** @typedef {import('next/dist/server/response-cache').IncrementalCacheValue} CacheValue */
/** @typedef {Parameters<fileSystemCacheModule['set']>[2]} SetContext */

export default class FrameworkCache extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    /** Where the record of revalidated tags is kept: beside the pages Next writes. */
    this.tagsFile = ctx.serverDistDir ? path.join(ctx.serverDistDir, REVALIDATED_TAGS_FILE) : null;
    if (this.tagsFile) loadTags(this.tagsFile);
  }

  /**
   * @param {string | string[]} tags
   * @param {Parameters<fileSystemCacheModule['revalidateTag']>[1]} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (this.tagsFile) await saveTags(this.tagsFile);
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    // Each of the rendered kinds carries the status it was rendered with.
    const notFound = data && RENDERED_KINDS.has(data.kind) && /** @type {{ status?: number }} */ (data).status === 404 && !key.startsWith('/_');
    // A made-up address has no entry: its 404 is not kept. One that had an answer (a page since deleted, a redirect
    // removed, a page of a list past its new end) keeps the 404 over it: the old answer would otherwise come back,
    // served stale after a restart (Next keeps its record of expired tags in memory only) and never replaced.
    const context = /** @type {Parameters<fileSystemCacheModule['get']>[1]} */ (/** @type {unknown} */ ({ kind: data?.kind, isFallback: false }));
    if (notFound && !(await this.get(key, context).catch(() => null))) return;
    return super.set(key, data, ctx);
  }
}
