import 'server-only';
import type { StaffRole } from '@/lib/staff-roles';
import { env } from '../env';

// REQUIRE_2FA (docs/decisions/0038): with it, a member who has not turned on two-factor sign-in is sent to their
// account page for it (screens) or answered 403 `two_factor_required` (the admin API), before anything else.

export const ACCOUNT_PATH = '/admin/account';

/** Whether REQUIRE_2FA asks this member for two-factor sign-in, which they have not turned on yet. */
export function mustSetUpTwoFactor(user: { role: StaffRole; twoFactorEnabled: boolean }): boolean {
  const rule = env().REQUIRE_2FA;
  return !user.twoFactorEnabled && (rule === 'all' || (rule === 'admin' && user.role === 'admin'));
}
