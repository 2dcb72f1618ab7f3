import { analyticsQuerySchema } from '@/lib/schemas/analytics';
import { createFunnel, funnelsFor } from '@/server/analytics/funnels';
import { respond, staffRoute } from '@/server/http/route';
import { apiData } from '@/server/http/responses';
import { invalid } from '@/server/services/result';

/** `?from=&to=[&source=|&page=]` → `{ data: [{ id, name, steps: [{ kind, value }], counts: [...] }] }`: each funnel's visitors per step, of the visits the filter keeps. */
export const GET = staffRoute(async ({ request }) => {
  const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return respond(invalid(parsed.error));
  return apiData(await funnelsFor(parsed.data));
}, { allow: 'analytics' });

/** `{ name, steps: [{ kind: 'page' | 'goal', value }] }` (two to eight steps) → 201. */
export const POST = staffRoute(async ({ body }) => respond(await createFunnel(body), 201), { allow: 'analytics' });
