import 'server-only';
import { getAuth } from './auth';
import { authSettings } from './settings';

export type StaffUser = { id: string; email: string; name: string; role: string };

export type SessionCheck = { status: 'none' } | { status: 'not-staff' } | { status: 'staff'; user: StaffUser };

const hasStaffRole = (role: string | null | undefined) =>
  (role ?? '').split(',').some((value) => value.trim() === authSettings.staffRole);

/**
 * Reads the session of a request's cookie and applies the idle timeout that Better Auth lacks
 * (its own expiry is the absolute one): a session unused for too long is deleted, a used one is touched.
 */
export async function checkStaffSession(headers: Headers): Promise<SessionCheck> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!found) return { status: 'none' };
  const { session, user } = found;
  const { internalAdapter } = await auth.$context;
  const idleMs = Date.now() - new Date(session.updatedAt).getTime();
  if (idleMs > authSettings.sessionIdleSeconds * 1000) {
    await internalAdapter.deleteSession(session.token);
    return { status: 'none' };
  }
  if (idleMs > authSettings.sessionTouchSeconds * 1000) {
    await internalAdapter.updateSession(session.token, { updatedAt: new Date() });
  }
  if (!hasStaffRole(user.role)) return { status: 'not-staff' };
  return { status: 'staff', user: { id: user.id, email: user.email, name: user.name, role: user.role ?? '' } };
}
