import { respond, staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { listResources } from '@/server/repositories/resources';
import { createResourceFrom } from '@/server/services/resources';

export const GET = staffRoute(async () => apiData(await listResources()));
export const POST = staffRoute(async ({ body }) => respond(await createResourceFrom(body), 201));
