import { staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { listTeam } from '@/server/team/accounts';

/** The team: `{ data: [{ id, email, name, role, status, twoFactorEnabled, lastSignInAt }] }`, open invitations last. */
export const GET = staffRoute(async () => apiData(await listTeam()), { allow: 'accounts' });
