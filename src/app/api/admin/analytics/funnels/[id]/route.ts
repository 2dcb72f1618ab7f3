import { deleteFunnel } from '@/server/analytics/funnels';
import { staffRoute } from '@/server/http/route';
import { apiError, noContent } from '@/server/http/responses';

type Context = { params: Promise<{ id: string }> };

/** Deletes a funnel (204), or 404. */
export const DELETE = staffRoute<Context>(async ({ context }) => {
  const { id } = await context.params;
  return (await deleteFunnel(id)) ? noContent() : apiError(404, 'not_found', 'No such funnel');
}, { allow: 'analytics' });
