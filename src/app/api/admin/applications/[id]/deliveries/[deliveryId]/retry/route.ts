import { respond, staffRoute } from '@/server/http/route';
import { retryApplicationDelivery } from '@/server/applications/staff';

export const runtime = 'nodejs';

type Context = { params: Promise<{ id: string; deliveryId: string }> };

/** "Retry now": the notification is due at once; answers the application as it is now. */
export const POST = staffRoute<Context>(
  async ({ context }) => {
    const { id, deliveryId } = await context.params;
    return respond(await retryApplicationDelivery(id, deliveryId));
  },
  { allow: 'applications', body: 'none' },
);
