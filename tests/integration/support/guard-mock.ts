// Stand-in for @/server/auth/guard in route tests: `guardState.mode` picks what the guard answers.
export const guardState: { mode: 'staff' | 'anonymous' | 'not-staff' } = { mode: 'staff' };

export const staffUser = { id: 'user-1', email: 'staff@test.example', name: 'Staff', role: 'admin' };

export async function authorizeStaffRequest(_request: Request) {
  if (guardState.mode === 'staff') return { ok: true as const, user: staffUser };
  const status = guardState.mode === 'anonymous' ? 401 : 403;
  const code = status === 401 ? 'unauthorized' : 'forbidden';
  return { ok: false as const, response: Response.json({ error: { code, message: code } }, { status }) };
}
