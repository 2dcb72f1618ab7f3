import { staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { listContactRequests } from '@/server/repositories/contact-requests';

export const GET = staffRoute(async () => apiData(await listContactRequests()));
