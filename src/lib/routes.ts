/** The site's own addresses that code builds (pages and redirects); each is written here once. */

export const STAFF_HOME = '/admin';
export const SIGN_IN_PATH = '/admin/login';
export const RESOURCES_PATH = '/resources';

/** Whether a pathname (as the request has it) is the sign-in page or below it. */
export function isSignInPath(pathname: string): boolean {
  return pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`);
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

/**
 * The public pages still written in code, each with a route file of its own; every other public page is a CMS page
 * served by the catch-all route (app/(site)/[...path]). A page document cannot take one of these addresses.
 */
export const CODE_PAGE_PATHS = ['/careers'] as const;

/** The home page: a CMS page like the others, drawn by a route file of its own (the catch-all cannot match `/`). */
export const HOME_PATH = '/';

/** The contact page: the form and the booking block every call to action leads to (`/contact#book-meeting`). */
export const CONTACT_PATH = '/contact';

/** The booking block's id, on every page that shows it (the contact page, the home page's #contact). */
export const BOOKING_ANCHOR = 'book-meeting';

/**
 * The CMS pages drawn by route files of their own rather than the catch-all (the resources page with its filtered
 * views and pages too), by name: they stay at their address and
 * cannot be deleted (the site's links lead there), and only they may hold blocks with interactive parts, whose code
 * their routes bring (src/blocks/island-blocks.tsx).
 */
export const FIXED_PAGES: Readonly<Record<string, string>> = { [HOME_PATH]: 'home', [CONTACT_PATH]: 'contact', [RESOURCES_PATH]: 'resources' };

/** The first path segments that code owns (the staff area, the API, media, resources): no CMS page lives below them. */
export const CODE_PATH_SEGMENTS = ['admin', 'api', 'og', 'resources', 'resource-views', 'images', 'media', 'fonts', 'sitemaps'] as const;

export const SITEMAP_PATH = '/sitemap.xml';
