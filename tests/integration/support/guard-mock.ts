import type { StaffRole } from '@/lib/staff-roles';

// Stand-in for @/server/auth/guard in route tests: `guardState.mode` picks what the guard answers, `guardState.role`
// the signed-in member's role (an admin unless a test says otherwise).
export const guardState: { mode: 'staff' | 'anonymous' | 'not-staff'; role: StaffRole } = { mode: 'staff', role: 'admin' };

export const staffUser = { id: 'user-1', email: 'staff@test.example', name: 'Staff', role: 'admin' as StaffRole };

export async function authorizeStaffRequest(_request: Request) {
  if (guardState.mode === 'staff') return { ok: true as const, user: { ...staffUser, role: guardState.role } };
  const status = guardState.mode === 'anonymous' ? 401 : 403;
  const code = status === 401 ? 'unauthorized' : 'forbidden';
  return { ok: false as const, response: Response.json({ error: { code, message: code } }, { status }) };
}
