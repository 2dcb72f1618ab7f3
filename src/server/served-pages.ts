import 'server-only';

type ServedPages = { forget: () => void };

/**
 * Tells the production server's served-page cache (http-server/page-cache.mjs) that public content changed, so it
 * stops answering the old pages itself. Absent under `next dev` and in tests that import the app directly.
 */
export function forgetServedPages(): void {
  (globalThis as { __smarttechServedPages?: ServedPages }).__smarttechServedPages?.forget();
}
