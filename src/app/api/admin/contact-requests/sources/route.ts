import { staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { leadSources } from '@/server/repositories/lead-inbox';

/** The sources leads came from, for the inbox's filter: `{ data: string[] }`. */
export const GET = staffRoute(async () => apiData(await leadSources()), { allow: 'leads' });
