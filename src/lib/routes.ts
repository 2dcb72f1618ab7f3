/** The site's own addresses that code builds (pages and redirects); each is written here once. */

export const STAFF_HOME = '/admin';
export const SIGN_IN_PATH = '/admin/login';
export const RESOURCES_PATH = '/resources';

/** Whether a pathname (as the request has it) is the sign-in page or below it. */
export function isSignInPath(pathname: string): boolean {
  return pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`);
}

/** The staff pages reached without a session: the sign-in page (and its reset pages), an invitation's and the first run's (their links are their keys). */
export const INVITATION_PATH = '/admin/invite';
export const SETUP_PATH = '/admin/setup';
export function isOpenStaffPath(pathname: string): boolean {
  return isSignInPath(pathname) || pathname.startsWith(`${INVITATION_PATH}/`) || pathname.startsWith(`${SETUP_PATH}/`);
}

/** The sign-in page that comes back to `next` (a path on this site, checked again by the login page). */
export function signInUrl(next: string): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

/** The public page of a resource. */
export function resourcePath(slug: string): string {
  return `${RESOURCES_PATH}/${slug}`;
}

/** The Atom feed of published resources. */
export const resourceFeedPath = `${RESOURCES_PATH}/feed.xml`;

/** A resource's social card (og:image): its library image, else a card drawn with its title. */
export function resourceOgPath(slug: string): string {
  return `/og${resourcePath(slug)}`;
}

/** Whether `path` is exactly a resource page built by resourcePath from a slug `isSlug` accepts. */
export function isResourcePath(path: string, isSlug: (slug: string) => boolean): boolean {
  const prefix = resourcePath('');
  return path.startsWith(prefix) && isSlug(path.slice(prefix.length));
}

/** The home page: a CMS page like the others, drawn by a route file of its own (the catch-all cannot match `/`). */
export const HOME_PATH = '/';

/** The contact page: the form and the booking block every call to action leads to (`/contact#book-meeting`). */
export const CONTACT_PATH = '/contact';

/** The careers page: the open positions, each at `/careers/<slug>` (src/kinds/job-openings). */
export const CAREERS_PATH = '/careers';

/** The booking block's id, on every page that shows it (the contact page, the home page's #contact). */
export const BOOKING_ANCHOR = 'book-meeting';

/**
 * The CMS pages drawn by route files of their own rather than the catch-all (the resources page with its filtered
 * views and pages too, the careers page with its openings below it), by name: they stay at their address and
 * cannot be deleted (the site's links lead there); those in ISLAND_PAGES may hold blocks with interactive parts.
 */
export const FIXED_PAGES: Readonly<Record<string, string>> = { [HOME_PATH]: 'home', [CONTACT_PATH]: 'contact', [RESOURCES_PATH]: 'resources', [CAREERS_PATH]: 'careers' };

/** The fixed pages whose routes bring the code of the blocks with interactive parts (src/blocks/island-blocks.tsx): only they may hold those blocks. */
export const ISLAND_PAGES: readonly string[] = [HOME_PATH, CONTACT_PATH, RESOURCES_PATH];

/** The first path segments that code owns (the staff area, the API, media, resources, job openings): no CMS page lives below them. */
export const CODE_PATH_SEGMENTS = ['admin', 'api', 'og', 'resources', 'resource-views', 'careers', 'images', 'media', 'fonts', 'sitemaps'] as const;

export const SITEMAP_PATH = '/sitemap.xml';
