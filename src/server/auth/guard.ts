import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { checkStaffSession, type StaffUser } from './session';
import { signInUrl } from '@/lib/routes';
import { can, type Permission } from '@/lib/staff-roles';
import { ACCOUNT_PATH, mustSetUpTwoFactor } from './two-factor-rule';

export type { StaffUser } from './session';

function errorResponse(status: 401 | 403, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** First step of every admin route handler: the staff user, or the 401/403 response to return as it is. */
export async function authorizeStaffRequest(
  request: Request,
): Promise<{ ok: true; user: StaffUser } | { ok: false; response: Response }> {
  const check = await checkStaffSession(request.headers);
  if (check.status === 'staff') return { ok: true, user: check.user };
  if (check.status === 'not-staff') {
    return { ok: false, response: errorResponse(403, 'forbidden', 'Staff access required') };
  }
  return { ok: false, response: errorResponse(401, 'unauthorized', 'Sign in required') };
}

/** The signed-in staff user of the current request (server components, server actions), or null. */
export async function getStaffUser(): Promise<StaffUser | null> {
  const check = await checkStaffSession(await headers());
  return check.status === 'staff' ? check.user : null;
}

/**
 * For the admin pages: the staff user, or a redirect to the sign-in page that comes back here; a member whose role
 * may not use the screen goes to the dashboard, which says so (`?denied=`), never to a screen that answers 403.
 */
export async function requireStaffPage(nextPath: string, permission?: Permission): Promise<StaffUser> {
  const user = await getStaffUser();
  if (!user) redirect(signInUrl(nextPath));
  // Made mandatory and not on yet: the member sets it up before anything else.
  if (mustSetUpTwoFactor(user) && nextPath !== ACCOUNT_PATH) redirect(`${ACCOUNT_PATH}?twoFactor=required`);
  if (permission && !can(user.role, permission)) redirect(`/admin?denied=${encodeURIComponent(nextPath)}`);
  return user;
}
