import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import type { ContentChange } from '@/kit/changes';
import { kindTag } from '@/kit/define-kind';
import { changeSources } from '@/kinds/registry';
import { resources as resourceKind } from '@/kinds/resources/definition';
import { testimonials } from '@/kinds/testimonials/definition';
import { publishChange, settleLocally } from './revalidation/publish';
import { forgetServedPages } from './served-pages';
import { shareSiteSettingsLater } from './site-settings';
import { settings } from '@/kinds/settings/definition';

/** Cache tags of the public reads (src/server/queries/public.ts): a kind's own, and one of its documents'. */
export const cacheTags = {
  testimonials: kindTag(testimonials.key),
  resources: kindTag(resourceKind.key),
  resource: (slug: string) => kindTag(resourceKind.key, slug),
} as const;

export type PublicContentChange = ContentChange;

/**
 * Called by every admin write: expires this instance's cache now, tells the other instances (PostgreSQL NOTIFY,
 * docs/decisions/0012; a failed publish is logged and leaves them the 60 s bound), and expires it again here
 * shortly after, for a regeneration that raced the write.
 */
export function revalidatePublicContent(change: PublicContentChange): void {
  revalidateLocalContent(change);
  publishChange(change);
  settleLocally(change);
}

/**
 * Expires this instance's cache only: the change's tags now (`expire: 0`; Next 16's one-argument form is
 * deprecated and 'max' would serve stale once) and its paths; and the production server's served-page cache.
 * Needs a Next request scope (a route handler or server action).
 */
export function revalidateLocalContent(change: PublicContentChange): void {
  forgetServedPages();
  // The booking page's origin is in every page's policy, which the Node server builds (server/site-settings.ts).
  if (change.kind === 'all' || ('tags' in change && change.tags.includes(kindTag(settings.key)))) shareSiteSettingsLater();
  if (change.kind === 'all') {
    // A catch-up, not a known write: marked stale rather than expired, so a page whose regeneration fails (the
    // database is down just then) keeps serving its last good version instead of an error.
    for (const source of changeSources) revalidateTag(kindTag(source.key), 'max');
    return;
  }
  if (!('tags' in change)) return;
  for (const tag of new Set(change.tags)) revalidateTag(tag, { expire: 0 });
  for (const path of new Set(change.paths)) revalidatePath(path);
}
