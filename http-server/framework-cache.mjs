// Next's cache of rendered pages and routes (next.config.ts `cacheHandler`): its own file-system cache, except that
// a 404 of a page or route is kept only over an answer the address had. A dynamic route with ISR (`/resources/<slug>`, `/og/resources/<slug>`)
// otherwise writes an entry to disk, and to memory, for every made-up slug asked for: well-formed but unknown slugs
// grew the cache on disk without bound (issue 20; docs/decisions/0032). Such a 404 is rendered again when asked,
// which is what a made-up address deserves; the site's own not-found pages (`/_not-found`, prerendered) stay.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// A CommonJS module: Node's import gives its exports object (the class is its `default`), the types the class itself.
/** @type {typeof fileSystemCacheModule} */
const FileSystemCache = /** @type {{ default?: typeof fileSystemCacheModule }} */ (/** @type {unknown} */ (fileSystemCacheModule)).default ?? fileSystemCacheModule;
const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @typedef {import('next/dist/server/response-cache').IncrementalCacheValue} CacheValue */
/** @typedef {Parameters<fileSystemCacheModule['set']>[2]} SetContext */

export default class FrameworkCache extends FileSystemCache {
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
