import { ANALYTICS_BEACON_FILE } from '@/lib/analytics-beacon.mjs';

// The site's analytics beacon as a file of its own (issue 24, docs/decisions/0039): every public page names it
// (src/lib/analytics-beacon-src.ts) and its pre-paint script asks for it once the page has painted
// (src/lib/after-first-paint.mjs), which `script-src 'self'` allows. The version in the address is the content's hash, so a year's caching is safe.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(ANALYTICS_BEACON_FILE, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
