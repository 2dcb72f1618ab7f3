import { listStaff } from '@/server/auth/staff-accounts';
import { staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';

/** The staff accounts a lead can be given to: `{ data: [{ id, email, name }] }`. */
export const GET = staffRoute(async () => apiData((await listStaff()).map(({ id, email, name }) => ({ id, email, name }))), { allow: 'content:read' });
