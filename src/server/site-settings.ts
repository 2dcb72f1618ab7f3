import 'server-only';
import { documentStore } from '@/kit/server/document-store';
import { settings } from '@/kinds/settings/definition';
import { logger } from './logger';
import { forgetServedPages } from './served-pages';

type SharedSettings = { schedulingUrl?: string };

// The one published setting code outside Next reads: the booking page, whose origin every page's
// Content-Security-Policy allows in `frame-src`. The Node server (http-server/request-listener.mjs) builds that policy
// per response and finds the published value here; until one is shared (and under `next dev`), the environment's.
const shared = () => ((globalThis as { __smarttechSiteSettings?: SharedSettings }).__smarttechSiteSettings ??= {});

/**
 * Reads the published settings (not through the data cache: a publication has just expired it) and shares the
 * booking page's address; then forgets the served pages again, so none kept in between carries the old policy.
 * Run at start and on every change of the settings on any instance (server/cache-tags.ts).
 */
export async function shareSiteSettings(): Promise<void> {
  const [published] = await documentStore<{ id: string; schedulingUrl: string }>(settings).list();
  if (!published || shared().schedulingUrl === published.schedulingUrl) return;
  shared().schedulingUrl = published.schedulingUrl;
  forgetServedPages();
}

/** As shareSiteSettings, from a write's change (a failure is logged: pages keep the policy they had). */
export function shareSiteSettingsLater(): void {
  void shareSiteSettings().catch((error: unknown) => logger().warn({ err: error }, 'The published booking page could not be read for the pages’ policy'));
}
