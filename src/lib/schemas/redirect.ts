import { z } from './zod';
import { isResourcePath, RESOURCES_PATH } from '@/lib/routes';
import { sitePath } from '@/lib/site-path';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';

const isSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** The longest address a redirect keeps (old or new); the public pages look up no longer one. */
export const REDIRECT_PATH_MAX = 2048;
/** The longest old address: a change between instances carries it (kit/changes.ts takes paths of up to 300). */
export const REDIRECT_SOURCE_MAX = 300;
// Addresses the site's files answer (and a trailing slash, which Next redirects first): a redirect would not be followed.
const SITE_FILES = new Set(['/sitemap.xml', '/robots.txt', '/icon.svg', '/favicon.ico']);

// First segments no page of the site answers at (the staff area, the API, the framework's and the media files).
const NOT_PAGES = new Set(['admin', 'api', 'og', 'media', 'images', 'fonts', 'resource-views', '_next', '_flight']);

/** Why `path` (as sitePath gives it) cannot be a redirect's old address, or null when it can. */
function notARedirectSource(path: string | null): string | null {
  if (path === null || path === '/' || path.length > REDIRECT_SOURCE_MAX || /[?#]/.test(path) || path.endsWith('/')) return `Old address must be a page address on this site, such as /about-us (no ? or #, no / at the end, at most ${REDIRECT_SOURCE_MAX} characters)`;
  if (SITE_FILES.has(path)) return 'Old address must be a page address: the site’s own files cannot redirect';
  if (NOT_PAGES.has(path.split('/')[1]!)) return 'Old address must be a page address: the staff area, the API and the site’s files cannot redirect';
  // Resource pages answer their own old addresses (by slug): anything else below /resources reaches no page.
  if (path.startsWith(`${RESOURCES_PATH}/`) && !isResourcePath(path, isSlug)) return 'Old address must be a resource address such as /resources/old-title';
  return null;
}

/** Whether a path can be a redirect's old address (the change protocol accepts it as a page's path). */
export const isRedirectSource = (path: string) => sitePath(path) === path && notARedirectSource(path) === null;

/**
 * A redirect staff add by hand. Its old address is any page address of the site (an old site's `/about-us.html` as
 * much as a resource that moved, docs/decisions/0015), without a query or a #section; not one of the staff area,
 * the API or the site's files. Its new address is any path on this site.
 */
export const redirectCreateSchema = z
  .object({
    fromPath: z
      .string({ error: 'Old address is required' })
      .trim()
      .max(REDIRECT_SOURCE_MAX, `Old address must be at most ${REDIRECT_SOURCE_MAX} characters`)
      .transform((value, ctx) => {
        const path = sitePath(value);
        const problem = notARedirectSource(path);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        return path ?? value;
      }),
    toPath: z
      .string({ error: 'New address is required' })
      .trim()
      .max(REDIRECT_PATH_MAX, `New address must be at most ${REDIRECT_PATH_MAX} characters`)
      .transform((value, ctx) => {
        const path = sitePath(value);
        if (path === null) ctx.addIssue({ code: 'custom', message: 'New address must be a path on this site, starting with /' });
        return path ?? value;
      }),
  })
  .refine((value) => value.fromPath !== value.toPath, { path: ['toPath'], message: 'New address must differ from the old one' });

export type RedirectCreate = z.output<typeof redirectCreateSchema>;
