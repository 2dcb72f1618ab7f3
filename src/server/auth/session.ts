import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { passwordProblem } from './password-policy';
import { getAuth } from './auth';
import { authSettings } from './settings';
import { staffRoleOf, type StaffRole } from '@/lib/staff-roles';

export type StaffUser = { id: string; email: string; name: string; role: StaffRole; twoFactorEnabled: boolean };

export type SessionCheck = { status: 'none' } | { status: 'not-staff' } | { status: 'staff'; user: StaffUser };

const hasStaffRole = (role: unknown) => staffRoleOf(role) !== null;

type SessionRecord = { session: { token: string; updatedAt: Date; expiresAt: Date }; user: { id: string; role?: unknown } };
type SessionStore = {
  deleteSession: (token: string) => Promise<unknown>;
  updateSession: (token: string, values: { updatedAt: Date }) => Promise<unknown>;
};

/**
 * THE session rule (idle timeout that Better Auth lacks, then the staff role; its own expiry is the absolute one):
 * a session unused for too long is deleted, so whatever reads it next finds none; a used one is touched.
 */
async function applySessionRule(store: SessionStore, { session, user }: SessionRecord): Promise<'none' | 'not-staff' | 'staff'> {
  const now = Date.now();
  if (new Date(session.expiresAt).getTime() <= now) return 'none';
  const idleMs = now - new Date(session.updatedAt).getTime();
  if (idleMs > authSettings.sessionIdleSeconds * 1000) {
    await store.deleteSession(session.token);
    return 'none';
  }
  if (idleMs > authSettings.sessionTouchSeconds * 1000) await store.updateSession(session.token, { updatedAt: new Date(now) });
  return hasStaffRole(user.role) ? 'staff' : 'not-staff';
}

const STAFF_ONLY = 'STAFF_ONLY';
// Sign-in makes a new session and sign-out ends one: both work whatever the cookie holds.
const OPEN_PATHS = new Set(['/sign-in/email', '/sign-out']);

/** Before every other Better Auth endpoint (HTTP or auth.api): the session rule on the request's session cookie. */
const enforceSessionRule = createAuthMiddleware(async (ctx) => {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return;
  const found = await ctx.context.internalAdapter.findSession(token);
  if (!found) return;
  if ((await applySessionRule(ctx.context.internalAdapter, found)) === 'not-staff') {
    throw new APIError('FORBIDDEN', { code: STAFF_ONLY, message: 'Staff access required' });
  }
});

/** A password change ends every other session of the account, whatever the client asked for (ADR 6). */
const revokeOtherSessions = createAuthMiddleware(async (ctx) => {
  const body: unknown = ctx.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  return { context: { body: { ...body, revokeOtherSessions: true } } };
});

/** A new password is held to the policy (password-policy.ts) with the account's own address and name. */
const checkNewPassword = createAuthMiddleware(async (ctx) => {
  const body = ctx.body as { newPassword?: unknown } | undefined;
  if (typeof body?.newPassword !== 'string') return;
  const session = await getSessionFromCtx(ctx);
  const problem = passwordProblem(body.newPassword, { email: session?.user.email, name: session?.user.name });
  if (problem) throw new APIError('BAD_REQUEST', { code: WEAK_PASSWORD, message: problem });
});

export const WEAK_PASSWORD = 'WEAK_PASSWORD';

/** Our session rules inside Better Auth, so that its own endpoints apply them too. */
export function staffSessions() {
  return {
    id: 'staff-sessions',
    hooks: {
      before: [
        { matcher: (ctx) => !OPEN_PATHS.has(ctx.path ?? ''), handler: enforceSessionRule },
        { matcher: (ctx) => ctx.path === '/change-password', handler: revokeOtherSessions },
        { matcher: (ctx) => ctx.path === '/change-password', handler: checkNewPassword },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** The session of a request's cookie, through Better Auth and so through the session rule (staffSessions). */
export async function checkStaffSession(headers: Headers): Promise<SessionCheck> {
  const auth = await getAuth();
  let found;
  try {
    found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  } catch (error) {
    if (isAPIError(error) && (error.body as { code?: unknown } | undefined)?.code === STAFF_ONLY) return { status: 'not-staff' };
    throw error;
  }
  if (!found) return { status: 'none' };
  const { user } = found;
  // A disabled account's sessions are deleted when it is disabled; one made in that same instant is refused here.
  if ((user as { banned?: unknown }).banned === true) return { status: 'none' };
  const role = staffRoleOf(user.role);
  if (!role) return { status: 'not-staff' };
  return { status: 'staff', user: { id: user.id, email: user.email, name: user.name, role, twoFactorEnabled: Boolean((user as { twoFactorEnabled?: unknown }).twoFactorEnabled) } };
}
