// The staff roles (issue 23) and what each may do. One table: every admin route and screen names the permission it
// needs (src/server/http/route.ts, src/server/auth/guard.ts), the navigation shows the screens a role can use, and
// the route × role test reads the same table. Shared by server and browser: plain data, no secrets.

export const STAFF_ROLES = ['admin', 'editor', 'sales', 'hiring'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** One's own account: name, password, two-factor sign-in (every role). */
  'self',
  /** Read the site's content through the staff API (every role: a lead's owner list, a page's words). */
  'content:read',
  /** Change content: testimonials, resources, media, redirects, pages, navigation, footer. */
  'content:write',
  /** Post, edit and close job openings. */
  'openings:write',
  /** The site settings (contact address, scheduling page, office). */
  'settings:write',
  /** Leads, their pipeline, notes, deliveries and exports. */
  'leads',
  /** Data subjects' requests: find, export and erase everything for an e-mail address. */
  'privacy',
  /** Job applications with their CVs. */
  'applications',
  /** The team's accounts and the audit log. */
  'accounts',
  /** The site's analytics: visitors, sources, goals and funnels (read), and the funnels' definitions. */
  'analytics',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ['self', 'content:read', 'content:write', 'openings:write', 'analytics'],
  sales: ['self', 'content:read', 'leads', 'privacy', 'analytics'],
  hiring: ['self', 'content:read', 'openings:write', 'applications'],
};

export const roleLabels: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Admin', description: 'Everything, including accounts, settings and the audit log.' },
  editor: { label: 'Editor', description: 'Content: pages, navigation, resources, testimonials, job openings, media and redirects; the analytics.' },
  sales: { label: 'Sales', description: 'Leads and their pipeline, notes, exports and privacy requests; the analytics; reads content.' },
  hiring: { label: 'Hiring', description: 'Job openings and applications with their CVs; reads content.' },
};

/** The role a stored value names (Better Auth keeps it as text), or null for an account that is not staff. */
export function staffRoleOf(value: unknown): StaffRole | null {
  const names = (typeof value === 'string' ? value : '').split(',').map((part) => part.trim());
  // The strongest named first, should a value ever carry several.
  return STAFF_ROLES.find((role) => names.includes(role)) ?? null;
}

/** Whether a role may do this. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  const staff = staffRoleOf(role);
  return staff !== null && GRANTS[staff].includes(permission);
}
